/** Word pools for generated marketplace data: realistic enough that search, filters and pages look alive. */
export const FIRST_NAMES = ["Amara", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hiro", "Isla", "Jonas", "Kemi", "Liam", "Maya", "Noah", "Olivia", "Priya", "Quinn", "Rosa", "Sami", "Tara", "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoë", "Aisha", "Bruno", "Carmen", "Diego", "Emeka", "Freya", "Gabriel", "Hana", "Ivan", "Jade", "Kai", "Lena", "Mateo", "Nina", "Omar", "Pia", "Rafael", "Sofia", "Tomás", "Vera", "Will", "Yara"];
export const LAST_NAMES = ["Okafor", "Patel", "Nguyen", "Schmidt", "García", "Kowalski", "O'Brien", "Tanaka", "Larsen", "Haddad", "Rossi", "Mensah", "Kim", "Silva", "Andersson", "Dubois", "Murphy", "Chen", "Novak", "Rahman", "Costa", "Jensen", "Fischer", "Moreau", "Ito", "Lindqvist", "Ahmed", "Walsh", "Ferreira", "Bauer", "Singh", "Hughes"];

/** Where advisors live: country, a city, its timezone, currency and coordinates. */
export const PLACES: [country: string, city: string, timezone: string, currency: string, lat: number, lng: number][] = [
  ["AU", "Sydney", "Australia/Sydney", "AUD", -33.87, 151.21], ["AU", "Melbourne", "Australia/Melbourne", "AUD", -37.81, 144.96],
  ["AU", "Perth", "Australia/Perth", "AUD", -31.95, 115.86], ["NZ", "Auckland", "Pacific/Auckland", "NZD", -36.85, 174.76],
  ["GB", "London", "Europe/London", "GBP", 51.51, -0.13], ["GB", "Manchester", "Europe/London", "GBP", 53.48, -2.24],
  ["SE", "Stockholm", "Europe/Stockholm", "EUR", 59.33, 18.07], ["DK", "Copenhagen", "Europe/Copenhagen", "EUR", 55.68, 12.57],
  ["US", "New York", "America/New_York", "USD", 40.71, -74.01], ["US", "San Francisco", "America/Los_Angeles", "USD", 37.77, -122.42],
  ["CA", "Toronto", "America/Toronto", "CAD", 43.65, -79.38], ["DE", "Berlin", "Europe/Berlin", "EUR", 52.52, 13.4],
  ["IN", "Bengaluru", "Asia/Kolkata", "USD", 12.97, 77.59], ["SG", "Singapore", "Asia/Singapore", "USD", 1.35, 103.82],
];

/** Per sub-category: card titles and the skills they draw from. */
export const TOPICS: Record<string, { titles: string[]; skills: string[] }> = {
  "cat-startups": { titles: ["Raising your first round", "From idea to first customers", "Startup strategy sessions"], skills: ["Fundraising", "Pitch decks", "Go-to-market", "Customer discovery", "Startup strategy"] },
  "cat-marketing": { titles: ["Digital marketing that pays for itself", "Growth marketing for small teams", "SEO without the jargon"], skills: ["SEO", "Content marketing", "Paid social", "Email marketing", "Brand strategy", "Analytics"] },
  "cat-sales": { titles: ["B2B sales for founders", "Closing bigger deals"], skills: ["B2B sales", "Negotiation", "Sales pipelines", "Cold outreach"] },
  "cat-product-management": { titles: ["Product management mentoring", "Roadmaps people believe in"], skills: ["Product strategy", "Roadmapping", "User research", "Prioritisation"] },
  "cat-career-coaching": { titles: ["Career change coaching", "Find work you actually like", "Career coaching for engineers"], skills: ["Career change", "Career coaching", "Goal setting", "Personal branding"] },
  "cat-interviews": { titles: ["Interview practice with feedback", "CVs that get callbacks"], skills: ["Interview preparation", "CV writing", "LinkedIn profiles", "Salary negotiation"] },
  "cat-leadership": { titles: ["First-time manager coaching", "Leading remote teams"], skills: ["Leadership", "Team management", "Feedback", "Hiring"] },
  "cat-public-speaking": { titles: ["Speak with confidence", "Conference talk coaching"], skills: ["Public speaking", "Presentation design", "Storytelling", "Voice coaching"] },
  "cat-software-engineering": { titles: ["Senior engineer mentoring", "System design interview prep", "Code review and architecture"], skills: ["TypeScript", "System design", "Software architecture", "Code review", "Go", "Rust"] },
  "cat-web-development": { titles: ["Learn to code the web", "React and front-end help", "Build your first website"], skills: ["React", "JavaScript", "HTML and CSS", "Web accessibility", "Node.js"] },
  "cat-data-science": { titles: ["Data science career mentoring", "Practical machine learning"], skills: ["Python", "Machine learning", "SQL", "Data visualisation", "Statistics"] },
  "cat-design-ux": { titles: ["UX portfolio reviews", "Design critique sessions"], skills: ["UX design", "Figma", "Design systems", "Usability testing"] },
  "cat-fitness": { titles: ["Strength training plans", "Run your first marathon"], skills: ["Strength training", "Running", "Mobility", "Injury prevention"] },
  "cat-nutrition": { titles: ["Nutrition coaching", "Eating well on a budget"], skills: ["Nutrition", "Meal planning", "Sports nutrition", "Plant-based diets"] },
  "cat-mental-health": { titles: ["Stress and burnout support", "Mindfulness for busy people"], skills: ["Mindfulness", "Stress management", "Burnout recovery", "Resilience"] },
  "cat-sleep": { titles: ["Sleep better coaching"], skills: ["Sleep hygiene", "Routines", "Shift work"] },
  "cat-personal-finance": { titles: ["Personal finance basics", "Get out of debt with a plan"], skills: ["Budgeting", "Debt payoff", "Saving", "Superannuation"] },
  "cat-investing": { titles: ["Investing for beginners", "Index funds explained"], skills: ["Index funds", "Shares", "Retirement planning", "Risk"] },
  "cat-property": { titles: ["Buying your first home", "Property investing questions"], skills: ["Home buying", "Mortgages", "Property investing", "Renovation budgets"] },
  "cat-writing": { titles: ["Writing coaching", "Finish your novel"], skills: ["Fiction", "Copywriting", "Editing", "Non-fiction"] },
  "cat-music": { titles: ["Songwriting sessions", "Home recording help"], skills: ["Songwriting", "Music production", "Guitar", "Mixing"] },
  "cat-photography": { titles: ["Photography critique", "Learn your camera"], skills: ["Portrait photography", "Lightroom", "Composition", "Street photography"] },
  "cat-personal-brand": { titles: ["Build your personal brand", "LinkedIn that works"], skills: ["Personal branding", "LinkedIn", "Content creation", "Networking"] },
  "cat-gardening": { titles: ["Grow your own food", "Small garden design"], skills: ["Vegetable gardening", "Composting", "Garden design", "Permaculture"] },
  "cat-home-improvement": { titles: ["DIY renovation advice"], skills: ["Renovation", "Carpentry", "Painting", "Project planning"] },
  "cat-green-living": { titles: ["Live lighter on the planet"], skills: ["Sustainability", "Zero waste", "Energy saving", "Solar"] },
  "cat-study-skills": { titles: ["Study smarter, not longer", "Exam preparation coaching"], skills: ["Study skills", "Exam preparation", "Note taking", "Time management"] },
  "cat-languages": { titles: ["Conversational Spanish", "English for work", "Learn Japanese basics"], skills: ["Spanish", "English", "Japanese", "Pronunciation", "Grammar"] },
  "cat-parenting": { titles: ["Parenting teenagers", "Sleep for new parents"], skills: ["Parenting", "Toddlers", "Teenagers", "Family routines"] },
};

export const ORGANISATIONS = ["Atlassian", "Canva", "Monzo", "Spotify", "Shopify", "the NHS", "Deloitte", "a Series B startup", "Google", "the University of Sydney", "IKEA", "Xero", "BBC", "Accenture", "a community health service", "Lego"];
export const ROLES = ["Head of Growth", "Senior Engineer", "Product Manager", "Coach", "Founder", "Consultant", "Lead Designer", "Data Scientist", "Director", "Teacher", "Nutritionist", "Financial Planner"];
export const UNIVERSITIES = ["University of Melbourne", "University of Auckland", "King's College London", "Lund University", "University of Copenhagen", "McGill University"];
