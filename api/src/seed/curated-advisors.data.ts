/** Data only: the curated advisors and cards the demo seed writes (api/src/seed/curated-advisors.ts). */
/**
 * Hand-written advisors and their published marketplace cards, with fixed ids: the roundup pages
 * (shared/src/site/roundups.ts) name these cards by id, so they must be the same in every seeded
 * database. Two of them (Priya Nair, Ruth Anders) are the people in the blog's success stories.
 */

type Years = "1-5" | "5-10" | "10-20" | "20+";

export interface CuratedCardSeed {
  id: string;
  title: string;
  summary: string;
  categoryId: string;
  skills: string[];
  /** Minor units per 30 minutes in the advisor's currency; 0 is a free card. */
  rate: number;
  durations: number[];
  years: Years;
  /** Besides English. */
  languages?: string[];
  history: { organization: string; role: string; description: string; start: string; end?: string }[];
  qualification?: { qualification: string; subject: string; organization: string; completionDate: string };
  link?: { url: string; title: string };
}

export interface CuratedAdvisorSeed {
  id: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  timezone: string;
  currency: string;
  latitude: number;
  longitude: number;
  cards: CuratedCardSeed[];
}

/** Card ids: 7c0a11ed-ca7d-4000-8000-0000000000NN; advisors: 7c0a11ed-a0a0-4000-8000-0000000000NN. */
export const curatedCardId = (n: number) => `7c0a11ed-ca7d-4000-8000-${n.toString(16).padStart(12, "0")}`;
const advisorId = (n: number) => `7c0a11ed-a0a0-4000-8000-${n.toString(16).padStart(12, "0")}`;

const SYDNEY = { country: "AU", city: "Sydney", timezone: "Australia/Sydney", currency: "AUD", latitude: -33.87, longitude: 151.21 };
const MELBOURNE = { country: "AU", city: "Melbourne", timezone: "Australia/Melbourne", currency: "AUD", latitude: -37.81, longitude: 144.96 };
const AUCKLAND = { country: "NZ", city: "Auckland", timezone: "Pacific/Auckland", currency: "NZD", latitude: -36.85, longitude: 174.76 };
const WELLINGTON = { country: "NZ", city: "Wellington", timezone: "Pacific/Auckland", currency: "NZD", latitude: -41.29, longitude: 174.78 };
const LONDON = { country: "GB", city: "London", timezone: "Europe/London", currency: "GBP", latitude: 51.51, longitude: -0.13 };
const STOCKHOLM = { country: "SE", city: "Stockholm", timezone: "Europe/Stockholm", currency: "EUR", latitude: 59.33, longitude: 18.07 };
const COPENHAGEN = { country: "DK", city: "Copenhagen", timezone: "Europe/Copenhagen", currency: "EUR", latitude: 55.68, longitude: 12.57 };

export const CURATED_ADVISORS: CuratedAdvisorSeed[] = [
  {
    id: advisorId(1), firstName: "Hannah", lastName: "Cole", country: "GB", city: "Bristol", timezone: "Europe/London", currency: "GBP", latitude: 51.45, longitude: -2.59,
    cards: [{
      id: curatedCardId(1), title: "SEO audits for small business websites", categoryId: "cat-marketing", skills: ["SEO", "Analytics", "Content marketing"], rate: 4500, durations: [30, 60], years: "10-20",
      summary: "I run a small search consultancy and have audited more than two hundred websites for independent shops, clinics and trades. In a session we look at your site together: how Google sees it, which pages could rank and what is holding them back. You leave with a short, ordered list of fixes, most of which you can make yourself in an afternoon, and a clear idea of which ones are worth paying someone else to do.",
      history: [{ organization: "Cole Search", role: "Founder", description: "Search audits and training for small businesses in the south west.", start: "2019-03" }, { organization: "Future plc", role: "SEO lead", description: "Ran search for a portfolio of consumer magazine websites.", start: "2013-06", end: "2019-02" }],
    }],
  },
  {
    id: advisorId(2), firstName: "Liam", lastName: "Brennan", ...SYDNEY,
    cards: [{
      id: curatedCardId(2), title: "Paid social that pays for itself", categoryId: "cat-marketing", skills: ["Paid social", "Analytics", "Brand strategy"], rate: 6000, durations: [30, 60, 90], years: "5-10",
      summary: "Most small brands lose money on social ads for the same three reasons: the wrong audience, the wrong offer and no way of telling what worked. I have managed ad budgets from a few hundred dollars a month to six figures for Australian retail and hospitality brands. Bring your ads manager login and your numbers; we will find where the money is going, cut what is not working and set up a simple test you can run for the next month.",
      history: [{ organization: "Brennan & Co", role: "Paid media consultant", description: "Paid social for retail and hospitality brands.", start: "2020-01" }, { organization: "Canva", role: "Performance marketing manager", description: "Ran paid acquisition in new markets.", start: "2016-04", end: "2019-12" }],
    }],
  },
  {
    id: advisorId(3), firstName: "Sofie", lastName: "Lund", ...COPENHAGEN,
    cards: [{
      id: curatedCardId(3), title: "Email marketing for online shops", categoryId: "cat-marketing", skills: ["Email marketing", "Content marketing", "Analytics"], rate: 4000, durations: [30, 60], years: "5-10", languages: ["da"],
      summary: "Email is still the channel that earns most online shops their repeat customers, and most shops use a fraction of what it can do. I help independent e-commerce owners set up the handful of automated emails that matter (welcome, abandoned basket, post-purchase and win-back), write subject lines people open and read their numbers without drowning in them. Sessions are hands-on: share your screen and we will build or fix one flow together.",
      history: [{ organization: "Lund Digital", role: "Email marketing consultant", description: "Email programmes for Scandinavian online shops.", start: "2021-02" }, { organization: "Pandora", role: "CRM specialist", description: "Lifecycle email for European markets.", start: "2017-08", end: "2021-01" }],
    }],
  },
  {
    id: advisorId(4), firstName: "Marcus", lastName: "Reid", ...AUCKLAND,
    cards: [{
      id: curatedCardId(4), title: "Content strategy for B2B startups", categoryId: "cat-marketing", skills: ["Content marketing", "SEO", "Go-to-market"], rate: 5500, durations: [60, 90], years: "10-20",
      summary: "B2B buyers read a lot before they talk to sales, and most startup blogs give them nothing useful. I have led content at two software companies from first post to a main source of qualified leads. In a session we work out who your buyer is, what they search for at each stage, and a publishing plan your team can keep up with. I will also review one piece you have already written, line by line, so you can see what good looks like for your audience.",
      history: [{ organization: "Xero", role: "Content lead", description: "Built the small business guides library.", start: "2015-05", end: "2020-06" }, { organization: "Reid Content", role: "Founder", description: "Content strategy for B2B software startups.", start: "2020-07" }],
    }],
  },
  {
    id: advisorId(5), firstName: "Jack", lastName: "Thornton", country: "AU", city: "Brisbane", timezone: "Australia/Brisbane", currency: "AUD", latitude: -27.47, longitude: 153.03,
    cards: [{
      id: curatedCardId(5), title: "Strength training for beginners over 40", categoryId: "cat-fitness", skills: ["Strength training", "Mobility", "Injury prevention"], rate: 4000, durations: [30, 60], years: "10-20",
      summary: "It is never too late to get stronger, but starting after 40 goes better with a plan that respects old injuries, busy weeks and joints that have opinions. I am an accredited exercise physiologist and have coached hundreds of people through their first year of lifting. In our first session I will ask about your history, watch a few basic movements on camera and write you a simple three-day programme you can do at a gym or at home.",
      history: [{ organization: "Thornton Strength", role: "Exercise physiologist", description: "Strength programmes for adults returning to exercise.", start: "2016-02" }, { organization: "Queensland Health", role: "Clinical exercise physiologist", description: "Cardiac and pulmonary rehabilitation.", start: "2010-01", end: "2016-01" }],
      qualification: { qualification: "BSc", subject: "Exercise and sports science", organization: "University of Queensland", completionDate: "2009-11" },
    }],
  },
  {
    id: advisorId(6), firstName: "Anika", lastName: "Sharma", ...LONDON,
    cards: [{
      id: curatedCardId(6), title: "Plant-based eating that fits a busy week", categoryId: "cat-nutrition", skills: ["Nutrition", "Plant-based diets", "Meal planning"], rate: 3000, durations: [30, 60], years: "5-10", languages: ["hi"],
      summary: "Going plant-based should not mean living on pasta or spending your Sundays cooking. I am a registered nutritionist who helps people eat well on a plant-based diet with a realistic amount of time and money. We will look at what you eat now, check the nutrients people most often miss (protein, iron, B12, omega-3) and build a week of simple meals around foods you already like. Guidance and coaching only: medical questions belong with your GP.",
      history: [{ organization: "Guy's and St Thomas' NHS Foundation Trust", role: "Community nutritionist", description: "Group nutrition courses and one-to-one advice.", start: "2017-09", end: "2022-03" }, { organization: "Sharma Nutrition", role: "Registered nutritionist", description: "One-to-one plant-based nutrition coaching.", start: "2022-04" }],
    }],
  },
  {
    id: advisorId(7), firstName: "Tomas", lastName: "Berg", ...STOCKHOLM,
    cards: [{
      id: curatedCardId(7), title: "Sleep better on shift work", categoryId: "cat-sleep", skills: ["Sleep hygiene", "Shift work", "Routines"], rate: 3500, durations: [30, 60], years: "10-20", languages: ["sv"],
      summary: "Night shifts, early starts and rotating rosters make ordinary sleep advice useless. I spent twelve years researching sleep in nurses, pilots and factory workers, and now coach people who work when everyone else sleeps. In a session we map your roster, your light, caffeine and meals, and design a sleep plan for each type of shift, including the awkward changeover days. You will leave with a one-page plan to stick on the fridge.",
      history: [{ organization: "Karolinska Institutet", role: "Sleep researcher", description: "Studies of sleep and fatigue in shift workers.", start: "2008-09", end: "2020-08" }, { organization: "Berg Sleep Coaching", role: "Sleep coach", description: "Coaching for shift workers and their employers.", start: "2020-09" }],
    }],
  },
  {
    id: advisorId(8), firstName: "Chloe", lastName: "Martin", ...WELLINGTON,
    cards: [{
      id: curatedCardId(8), title: "Run your first half marathon", categoryId: "cat-fitness", skills: ["Running", "Injury prevention", "Strength training"], rate: 0, durations: [30, 60], years: "5-10",
      summary: "I coach a community running club in Wellington and have helped more than a hundred people go from their first 5 km to their first half marathon. These sessions are free because I think everyone deserves a sensible plan. We will set a realistic goal race, build a training block around your week, and talk through shoes, fuelling and the niggles that tend to appear around week six. Bring your last few runs if you track them.",
      history: [{ organization: "Harbourside Runners", role: "Head coach", description: "Beginner and half marathon programmes.", start: "2019-01" }],
    }],
  },
  {
    id: advisorId(9), firstName: "Olivia", lastName: "Grant", ...MELBOURNE,
    cards: [{
      id: curatedCardId(9), title: "Stress and burnout recovery for professionals", categoryId: "cat-mental-health", skills: ["Burnout recovery", "Stress management", "Resilience"], rate: 7000, durations: [30, 60], years: "10-20",
      summary: "Burnout rarely arrives all at once. It builds through long weeks, blurred boundaries and the feeling that there is no room to stop. I am a coach and former corporate lawyer who works with professionals finding their way back to a sustainable pace. Sessions are practical: we look at where your energy goes, what you can change this week and how to have the conversations at work that make the change stick. I offer coaching, not therapy or crisis support.",
      history: [{ organization: "Grant Coaching", role: "Executive coach", description: "Burnout recovery and sustainable performance coaching.", start: "2018-03" }, { organization: "Allens", role: "Senior associate", description: "Commercial litigation.", start: "2008-02", end: "2017-12" }],
    }],
  },
  {
    id: advisorId(10), firstName: "Freya", lastName: "Nilsson", country: "SE", city: "Gothenburg", timezone: "Europe/Stockholm", currency: "EUR", latitude: 57.71, longitude: 11.97,
    cards: [{
      id: curatedCardId(10), title: "Mindfulness for busy parents", categoryId: "cat-mental-health", skills: ["Mindfulness", "Stress management", "Parenting"], rate: 0, durations: [30], years: "5-10", languages: ["sv"],
      summary: "Mindfulness advice often assumes you have twenty quiet minutes and a cushion. Parents of young children have neither. I teach mindfulness courses for parents in Gothenburg and offer these short sessions free. Together we will find three or four moments in your real day, the school run, bath time or the kettle boiling, and turn them into brief practices that calm the nervous system. No experience needed, and children are welcome to interrupt.",
      history: [{ organization: "Göteborgs Stad", role: "Parenting course leader", description: "Mindfulness courses for parents of young children.", start: "2019-08" }],
    }],
  },
  {
    id: advisorId(11), firstName: "Daniel", lastName: "Osei", country: "GB", city: "Leeds", timezone: "Europe/London", currency: "GBP", latitude: 53.8, longitude: -1.55,
    cards: [{
      id: curatedCardId(11), title: "Bounce back after a career setback", categoryId: "cat-mental-health", skills: ["Resilience", "Career change", "Goal setting"], rate: 4000, durations: [30, 60], years: "5-10",
      summary: "Redundancy, a missed promotion or a business that did not work out can knock your confidence for months. I was made redundant twice before I trained as a coach, and I now help people make sense of a setback and move forward at their own pace. In our sessions we separate what happened from what it means about you, notice what you still have, and agree one small, concrete step for the week ahead.",
      history: [{ organization: "Osei Coaching", role: "Resilience coach", description: "Coaching after redundancy and career setbacks.", start: "2020-05" }, { organization: "Asda", role: "Regional operations manager", description: "Store operations across Yorkshire.", start: "2011-03", end: "2019-10" }],
    }],
  },
  {
    id: advisorId(12), firstName: "Isabel", lastName: "Warren", country: "GB", city: "Edinburgh", timezone: "Europe/London", currency: "GBP", latitude: 55.95, longitude: -3.19,
    cards: [{
      id: curatedCardId(12), title: "Conference talk coaching from abstract to applause", categoryId: "cat-public-speaking", skills: ["Public speaking", "Storytelling", "Presentation design"], rate: 6000, durations: [60, 90], years: "10-20",
      summary: "A good conference talk starts long before the stage, with an abstract a programme committee wants to accept. I have reviewed talk submissions for tech and science conferences for a decade and coached speakers for TEDx and industry keynotes. We can work on any stage of your talk: the idea, the structure, the slides or the delivery. For delivery sessions, run your talk on camera and I will give you timed, specific notes.",
      history: [{ organization: "Warren Speaking", role: "Speaker coach", description: "Coaching for conference and keynote speakers.", start: "2017-01" }, { organization: "University of Edinburgh", role: "Public engagement manager", description: "Science festival programming and speaker training.", start: "2010-09", end: "2016-12" }],
    }],
  },
  {
    id: advisorId(13), firstName: "Ravi", lastName: "Menon", country: "SG", city: "Singapore", timezone: "Asia/Singapore", currency: "USD", latitude: 1.35, longitude: 103.82,
    cards: [{
      id: curatedCardId(13), title: "Speak up with confidence in meetings", categoryId: "cat-public-speaking", skills: ["Public speaking", "Voice coaching", "Leadership"], rate: 0, durations: [30, 60], years: "5-10",
      summary: "Many thoughtful people stay quiet in meetings, then hear someone else say their idea ten minutes later. I spent years as that person before learning to speak up, and I now run free sessions for anyone who wants to do the same. We will practise short, structured ways to make a point, ask a question and disagree politely, role-playing real meetings from your calendar. You will leave with phrases you can use tomorrow.",
      history: [{ organization: "DBS Bank", role: "Learning and development lead", description: "Communication programmes for new managers.", start: "2018-06" }],
    }],
  },
  {
    id: advisorId(14), firstName: "Karin", lastName: "Holm", country: "DK", city: "Aarhus", timezone: "Europe/Copenhagen", currency: "EUR", latitude: 56.16, longitude: 10.2,
    cards: [{
      id: curatedCardId(14), title: "Facilitate workshops that keep a room engaged", categoryId: "cat-public-speaking", skills: ["Facilitation", "Workshop design", "Public speaking"], rate: 5000, durations: [60, 90], years: "10-20", languages: ["da"],
      summary: "Running a workshop is a different skill from giving a talk: you are designing an experience for a room, not delivering content to it. I have facilitated strategy days, design sprints and community meetings across the Nordics for fifteen years. Bring an upcoming workshop and we will design it together, with a clear outcome, an agenda with timings, activities that get quieter people talking and a plan for when things go off track.",
      history: [{ organization: "Holm Facilitation", role: "Facilitator", description: "Strategy and design workshops for Nordic organisations.", start: "2012-04" }, { organization: "LEGO", role: "Innovation programme manager", description: "Ran internal idea workshops.", start: "2007-08", end: "2012-03" }],
    }],
  },
  {
    id: advisorId(15), firstName: "Tane", lastName: "Walker", ...AUCKLAND,
    cards: [{
      id: curatedCardId(15), title: "Pitch practice for your demo day", categoryId: "cat-startups", skills: ["Pitch decks", "Storytelling", "Fundraising"], rate: 6000, durations: [30, 60], years: "5-10",
      summary: "Three minutes on a demo day stage can decide your next year. I have pitched, raised two rounds, and now mentor founders in New Zealand accelerator programmes. In a session you run your pitch on camera, exactly as you will deliver it, and I give you direct feedback on the story, the slides and the delivery, then you run it again. Most founders find the second run is noticeably better, and we keep going until it is.",
      history: [{ organization: "Kōkiri Accelerator", role: "Founder mentor", description: "Pitch and fundraising mentoring for Māori-led startups.", start: "2021-01" }, { organization: "Tahi Labs", role: "Co-founder and CEO", description: "Raised pre-seed and seed rounds for a climate software startup.", start: "2016-05", end: "2020-11" }],
    }],
  },
  {
    id: advisorId(16), firstName: "Ruth", lastName: "Anders", ...MELBOURNE,
    cards: [{
      id: curatedCardId(16), title: "Grow food in small spaces", categoryId: "cat-gardening", skills: ["Vegetable gardening", "Permaculture", "Composting"], rate: 3500, durations: [30, 60], years: "20+",
      summary: "Balconies, courtyards and windowsills can grow a surprising amount of food once you understand sun, wind, weight and soil. I am a permaculture designer and have helped apartment dwellers on four continents start kitchen gardens. The first session is a survey: walk me round your space with your phone camera and we will draw up a plan, with containers, crops for your climate and a realistic weekly routine. After that, sessions follow your season.",
      history: [{ organization: "Small Plot Design", role: "Permaculture designer", description: "Garden design for small urban spaces.", start: "2005-09" }, { organization: "CERES Community Environment Park", role: "Education coordinator", description: "Courses in urban food growing.", start: "1999-02", end: "2005-08" }],
      qualification: { qualification: "Diploma", subject: "Permaculture design", organization: "Permaculture Research Institute", completionDate: "2001-06" },
    }],
  },
  {
    id: advisorId(17), firstName: "Graham", lastName: "Pike", country: "NZ", city: "Christchurch", timezone: "Pacific/Auckland", currency: "NZD", latitude: -43.53, longitude: 172.64,
    cards: [{
      id: curatedCardId(17), title: "Plan your renovation before you call a builder", categoryId: "cat-home-improvement", skills: ["Renovation", "Project planning", "Carpentry"], rate: 4500, durations: [30, 60], years: "20+",
      summary: "The expensive mistakes in a renovation are made before the first wall comes down: an unclear brief, a budget without a contingency, or the wrong order of trades. I was a builder for twenty-five years and rebuilt homes after the Canterbury earthquakes. Walk me through your house on camera, share your plans or sketches, and I will help you write a clear brief, sense-check your budget and prepare the right questions for quotes.",
      history: [{ organization: "Pike Building", role: "Licensed building practitioner", description: "Residential renovations and earthquake repairs.", start: "1996-04", end: "2021-12" }, { organization: "Pike Renovation Advice", role: "Renovation adviser", description: "Independent planning advice for homeowners.", start: "2022-01" }],
    }],
  },
  {
    id: advisorId(18), firstName: "Elin", lastName: "Sandberg", country: "SE", city: "Malmö", timezone: "Europe/Stockholm", currency: "EUR", latitude: 55.6, longitude: 13,
    cards: [{
      id: curatedCardId(18), title: "Declutter and organise a small home", categoryId: "cat-home-improvement", skills: ["Home organisation", "Decluttering", "Routines"], rate: 3000, durations: [30, 60], years: "5-10", languages: ["sv"],
      summary: "Small homes feel calm when everything has a place and there is less of it. I am a professional organiser and have worked in hundreds of Scandinavian apartments, from studio flats to family homes. Over video we will tackle one room or one problem area at a time: you show me the space, we decide what stays, and I suggest storage that works in your layout. Between sessions you do the sorting; I keep you on track.",
      history: [{ organization: "Ordning Malmö", role: "Professional organiser", description: "Home organisation for apartments and small houses.", start: "2018-02" }],
    }],
  },
  {
    id: advisorId(19), firstName: "Nils", lastName: "Ekström", country: "SE", city: "Uppsala", timezone: "Europe/Stockholm", currency: "EUR", latitude: 59.86, longitude: 17.64,
    cards: [{
      id: curatedCardId(19), title: "Cut your household energy bills", categoryId: "cat-green-living", skills: ["Energy saving", "Sustainability", "Insulation"], rate: 3000, durations: [30, 60], years: "10-20", languages: ["sv"],
      summary: "Most homes can cut their energy use by a fifth without anyone feeling cold, and the cheapest changes are usually the least visible. I am an energy adviser who has assessed more than a thousand homes in Sweden. Share your bills and a walk round your home on camera, and we will rank the changes by cost and saving: heating controls, draughts, insulation, hot water and appliances. You will know what to do first and what to skip.",
      history: [{ organization: "Uppsala kommun", role: "Municipal energy adviser", description: "Free energy advice for households and small businesses.", start: "2012-01" }],
    }],
  },
  {
    id: advisorId(20), firstName: "Leah", lastName: "Thompson", country: "AU", city: "Hobart", timezone: "Australia/Hobart", currency: "AUD", latitude: -42.88, longitude: 147.33,
    cards: [{
      id: curatedCardId(20), title: "Zero-waste kitchen one habit at a time", categoryId: "cat-green-living", skills: ["Zero waste", "Composting", "Meal planning"], rate: 0, durations: [30], years: "5-10",
      summary: "The kitchen is where most household waste starts, and where small habits make the biggest difference. I run free community workshops in Hobart on cutting food and packaging waste, and these sessions are free too. We will look at what goes in your bin in a typical week and pick one habit to change, whether that is shopping with a list, storing produce so it lasts or starting a compost bin on a balcony. Next month, we pick another.",
      history: [{ organization: "Waste Less Hobart", role: "Community educator", description: "Workshops on food waste and composting.", start: "2019-03" }],
    }],
  },
  {
    id: advisorId(21), firstName: "Aidan", lastName: "Kerr", country: "AU", city: "Adelaide", timezone: "Australia/Adelaide", currency: "AUD", latitude: -34.93, longitude: 138.6,
    cards: [{
      id: curatedCardId(21), title: "Is solar right for your home?", categoryId: "cat-green-living", skills: ["Solar", "Energy saving", "Home batteries"], rate: 4500, durations: [30, 60], years: "10-20",
      summary: "Solar quotes are full of jargon, optimistic payback figures and batteries you may not need. I am an independent electrical engineer with no panels to sell, and I have designed rooftop systems for homes and schools across South Australia. Send me your electricity bills and any quotes before the session; together we will size a system for how you actually use power, compare the quotes fairly and decide whether a battery makes sense yet.",
      history: [{ organization: "Kerr Energy Advice", role: "Independent solar adviser", description: "Unbiased advice on rooftop solar and batteries.", start: "2019-07" }, { organization: "SA Power Networks", role: "Electrical engineer", description: "Distributed generation connections.", start: "2009-02", end: "2019-06" }],
    }],
  },
  {
    id: advisorId(22), firstName: "Priya", lastName: "Nair", country: "GB", city: "Manchester", timezone: "Europe/London", currency: "GBP", latitude: 53.48, longitude: -2.24,
    cards: [
      {
        id: curatedCardId(22), title: "Returning to work after a break", categoryId: "cat-career-coaching", skills: ["Career change", "CV writing", "Interview preparation"], rate: 3500, durations: [30, 60], years: "10-20",
        summary: "Coming back after years of caring, illness or travel can make you feel you have to apologise for the gap. You don't. I spent eleven years in recruitment and now help returners plan their way back with confidence. A session covers the three things that matter most: how to show the gap on your CV, what to say in your first conversation with an employer and which first role is realistic. I send written notes after every call.",
        history: [{ organization: "Hays", role: "Senior recruitment consultant", description: "Permanent recruitment for professional services.", start: "2012-01", end: "2022-12" }, { organization: "Nair Career Coaching", role: "Career coach", description: "Coaching for returners and career changers.", start: "2023-01" }],
      },
      {
        id: curatedCardId(23), title: "A second pair of eyes on your career change", categoryId: "cat-career-coaching", skills: ["Career change", "Career coaching", "Goal setting"], rate: 0, durations: [30], years: "10-20",
        summary: "Thinking about a career change and not sure whether your plan holds together? These free half-hour sessions are for graduates and early-career people who want an honest second opinion from someone who spent a decade on the hiring side. Tell me where you are and where you want to go, and I will tell you what employers in that field will look for, where your plan is strong and the first step I would take in your place.",
        history: [{ organization: "Hays", role: "Senior recruitment consultant", description: "Permanent recruitment for professional services.", start: "2012-01", end: "2022-12" }],
      },
    ],
  },
  {
    id: advisorId(23), firstName: "Ben", lastName: "Hartley", ...SYDNEY,
    cards: [{
      id: curatedCardId(24), title: "Interview practice for senior engineering roles", categoryId: "cat-interviews", skills: ["Interview preparation", "System design", "Salary negotiation"], rate: 8000, durations: [60, 90], years: "10-20",
      summary: "Senior engineering interviews test judgement more than syntax: system design, trade-offs, leading without authority and telling a clear story about your past work. I have run more than four hundred interviews as a hiring manager at two large tech companies. We run a realistic mock interview in the format of the company you are targeting, then spend the second half on detailed feedback and what to practise before the real thing.",
      history: [{ organization: "Atlassian", role: "Engineering manager", description: "Hiring manager for platform teams.", start: "2016-03", end: "2023-06" }, { organization: "Hartley Interview Coaching", role: "Interview coach", description: "Mock interviews for senior engineers.", start: "2023-07" }],
    }],
  },
  {
    id: advisorId(24), firstName: "Amira", lastName: "Haddad", country: "CA", city: "Toronto", timezone: "America/Toronto", currency: "CAD", latitude: 43.65, longitude: -79.38,
    cards: [{
      id: curatedCardId(25), title: "CVs that get callbacks", categoryId: "cat-interviews", skills: ["CV writing", "LinkedIn profiles", "Career change"], rate: 0, durations: [30], years: "5-10", languages: ["fr", "ar"],
      summary: "Recruiters spend seconds on a first read of a CV, so the top third of the page does most of the work. I review CVs for a newcomer employment charity in Toronto and offer these sessions free to anyone who needs them. Send your CV and a job ad you like before we meet; in the session we will rewrite your summary and your strongest role together, so you can apply the same approach to the rest yourself.",
      history: [{ organization: "Newcomer Careers Toronto", role: "Employment counsellor", description: "CV and interview support for newcomers to Canada.", start: "2019-09" }],
    }],
  },
  {
    id: advisorId(25), firstName: "Sarah", lastName: "Kimura", ...AUCKLAND,
    cards: [{
      id: curatedCardId(26), title: "Negotiate your salary with confidence", categoryId: "cat-interviews", skills: ["Salary negotiation", "Negotiation", "Interview preparation"], rate: 6000, durations: [30, 60], years: "10-20", languages: ["ja"],
      summary: "Most people accept the first offer, and most employers expect them to negotiate. I led reward and remuneration teams in New Zealand and Japan for over a decade, so I know what happens on the other side of the table. Bring your offer or your review date: we will research the range, decide what to ask for beyond base pay, and rehearse the conversation until the words feel natural. One session is usually enough.",
      history: [{ organization: "Fonterra", role: "Head of reward", description: "Remuneration strategy and pay reviews.", start: "2014-02", end: "2021-10" }, { organization: "Kimura Advisory", role: "Negotiation coach", description: "Salary and contract negotiation coaching.", start: "2021-11" }],
    }],
  },
  {
    id: advisorId(26), firstName: "Helen", lastName: "Osborne", ...LONDON,
    cards: [{
      id: curatedCardId(27), title: "First-time manager coaching", categoryId: "cat-leadership", skills: ["Leadership", "Feedback", "Team management"], rate: 7500, durations: [30, 60], years: "20+",
      summary: "Nobody teaches you how to manage the people who were your peers last month. I have coached more than three hundred new managers through their first year, after twenty years of leading teams in publishing and charities. We focus on the situations in front of you: your first one-to-ones, giving feedback that lands, delegating without disappearing and handling the colleague who wanted your job. Sessions end with one thing to try before the next.",
      history: [{ organization: "Osborne Leadership", role: "Leadership coach", description: "Coaching for new and first-line managers.", start: "2015-09" }, { organization: "Penguin Random House", role: "Publishing director", description: "Led editorial and production teams.", start: "2004-01", end: "2015-08" }],
    }],
  },
  {
    id: advisorId(27), firstName: "Jonas", lastName: "Kjær", ...COPENHAGEN,
    cards: [{
      id: curatedCardId(28), title: "Leading remote teams across time zones", categoryId: "cat-leadership", skills: ["Leadership", "Remote work", "Team management"], rate: 6000, durations: [60, 90], years: "10-20", languages: ["da"],
      summary: "A team spread from Copenhagen to Auckland needs different habits from a team in one office: fewer meetings, better writing and deliberate ways to build trust. I have led distributed engineering and design teams for a decade. Bring the problem you are facing, whether that is slow decisions, a quiet team member or meetings at midnight for someone, and we will design concrete changes to your rituals, tools and communication.",
      history: [{ organization: "Unity", role: "Director of engineering", description: "Led teams across eight time zones.", start: "2015-01", end: "2022-05" }, { organization: "Kjær Remote", role: "Remote leadership adviser", description: "Advice for distributed teams.", start: "2022-06" }],
    }],
  },
  {
    id: advisorId(28), firstName: "Isla", lastName: "McLeod", country: "NZ", city: "Dunedin", timezone: "Pacific/Auckland", currency: "NZD", latitude: -45.88, longitude: 170.5,
    cards: [{
      id: curatedCardId(29), title: "Accountability coaching for freelancers", categoryId: "cat-career-coaching", skills: ["Goal setting", "Time management", "Career coaching"], rate: 3500, durations: [30], years: "5-10",
      summary: "Freelancing gives you freedom and takes away the structure that kept you moving. I have freelanced as a designer for nine years and now coach other freelancers through short, regular check-ins. Each half hour we review what you said you would do, look honestly at what got in the way and set the next two weeks of priorities, from chasing invoices to finishing the portfolio you keep putting off. Regular slots work best.",
      history: [{ organization: "Self-employed", role: "Freelance designer and coach", description: "Brand design and coaching for freelancers.", start: "2017-02" }],
    }],
  },
  {
    id: advisorId(29), firstName: "Arjun", lastName: "Rao", ...SYDNEY,
    cards: [{
      id: curatedCardId(30), title: "Raising your first round", categoryId: "cat-startups", skills: ["Fundraising", "Pitch decks", "Startup strategy"], rate: 12000, durations: [30, 60], years: "10-20", languages: ["hi"],
      summary: "Raising pre-seed or seed money is a process you can learn, not a lottery. I have been a founder, an angel investor and a partner at an early-stage fund, and I have seen around two thousand pitches. In a session we pressure-test your story, your numbers and your target list of investors, and plan the raise week by week. Send your deck beforehand and I will come with specific questions investors are likely to ask.",
      history: [{ organization: "Southern Cross Ventures", role: "Partner", description: "Pre-seed and seed investments in Australian software.", start: "2018-01" }, { organization: "Lumen Health", role: "Co-founder", description: "Raised two rounds before an acquisition.", start: "2011-05", end: "2017-09" }],
    }],
  },
  {
    id: advisorId(30), firstName: "Lotte", lastName: "Jensen", ...COPENHAGEN,
    cards: [{
      id: curatedCardId(31), title: "Find your first ten customers", categoryId: "cat-startups", skills: ["Customer discovery", "Go-to-market", "B2B sales"], rate: 5000, durations: [30, 60], years: "5-10", languages: ["da"],
      summary: "Your first ten customers will not come from ads. They come from conversations, and most founders either avoid them or ask the wrong questions. I have taken two B2B products from zero to their first paying customers and now help early founders do the same. We will define who to talk to, write your outreach and interview questions, and review the notes from your last few calls to find the pattern you might be missing.",
      history: [{ organization: "Pleo", role: "Early sales lead", description: "Found and closed the first business customers.", start: "2016-04", end: "2019-08" }, { organization: "Jensen Ventures", role: "Startup adviser", description: "Go-to-market help for pre-seed founders.", start: "2019-09" }],
    }],
  },
  {
    id: advisorId(31), firstName: "Will", lastName: "Carter", ...WELLINGTON,
    cards: [{
      id: curatedCardId(32), title: "Startup finance for non-finance founders", categoryId: "cat-business-finance", skills: ["Financial modelling", "Cash flow", "Fundraising"], rate: 7000, durations: [60], years: "10-20",
      summary: "You do not need to become an accountant, but you do need to know how much runway you have, what drives it and what investors will look for in your model. I am a chartered accountant who has been part-time CFO for fourteen startups. In an hour we will build or fix a simple financial model in a spreadsheet you own, with the few numbers that matter for your stage, and I will explain every line as we go.",
      history: [{ organization: "Carter CFO Services", role: "Part-time CFO", description: "Finance for early-stage startups.", start: "2014-06" }, { organization: "Deloitte", role: "Manager, audit", description: "Audit of technology clients.", start: "2007-02", end: "2014-05" }],
    }],
  },
  {
    id: advisorId(32), firstName: "Nora", lastName: "Quinn", country: "GB", city: "Belfast", timezone: "Europe/London", currency: "GBP", latitude: 54.6, longitude: -5.93,
    cards: [{
      id: curatedCardId(33), title: "Budgeting that survives real life", categoryId: "cat-personal-finance", skills: ["Budgeting", "Saving", "Debt payoff"], rate: 2500, durations: [30, 60], years: "5-10",
      summary: "Most budgets fail in the third week, when a birthday, a car repair or a bad day meets a spreadsheet with no room for them. I am a money coach who builds budgets for real lives, with irregular costs and the occasional treat built in. Bring your last two months of spending, however messy; we will sort it into a simple plan with one account for bills, one for spending and one for the things you keep forgetting come every year.",
      history: [{ organization: "Citizens Advice", role: "Money adviser", description: "Budgeting and debt advice.", start: "2016-01", end: "2021-06" }, { organization: "Quinn Money Coaching", role: "Money coach", description: "One-to-one budgeting coaching.", start: "2021-07" }],
    }],
  },
  {
    id: advisorId(33), firstName: "Ethan", lastName: "Park", ...MELBOURNE,
    cards: [{
      id: curatedCardId(34), title: "Index funds explained for beginners", categoryId: "cat-investing", skills: ["Index funds", "Shares", "Risk"], rate: 5000, durations: [30, 60], years: "10-20", languages: ["ko"],
      summary: "Investing can feel like a club with its own language. I am a finance educator, formerly a portfolio analyst, and I explain how index funds, fees, risk and compounding actually work, without selling you any product. We will cover the questions beginners ask most: how much to start with, how to compare funds and platforms, and what to do when markets fall. This is general education, not personal financial advice.",
      history: [{ organization: "Park Money School", role: "Finance educator", description: "Investing courses for beginners.", start: "2019-04" }, { organization: "Vanguard", role: "Portfolio analyst", description: "Analysis for diversified index portfolios.", start: "2011-02", end: "2019-03" }],
    }],
  },
  {
    id: advisorId(34), firstName: "Aisha", lastName: "Bello", ...LONDON,
    cards: [{
      id: curatedCardId(35), title: "Get out of debt with a plan", categoryId: "cat-personal-finance", skills: ["Debt payoff", "Budgeting", "Saving"], rate: 0, durations: [30, 60], years: "5-10",
      summary: "Debt is stressful, and the stress makes it harder to think clearly about the numbers. I paid off twenty-two thousand pounds of credit card and overdraft debt in four years and now offer free sessions to anyone who wants a plan for theirs. We will list what you owe, choose a payoff order that suits you, find room in your spending and make sure the essentials are protected first. No judgement, and it stays between us.",
      history: [{ organization: "StepChange", role: "Volunteer money mentor", description: "Peer support for people in problem debt.", start: "2020-02" }],
    }],
  },
  {
    id: advisorId(35), firstName: "Margaret", lastName: "Doyle", country: "AU", city: "Perth", timezone: "Australia/Perth", currency: "AUD", latitude: -31.95, longitude: 115.86,
    cards: [{
      id: curatedCardId(36), title: "Superannuation and retirement questions answered", categoryId: "cat-investing", skills: ["Superannuation", "Retirement planning", "Risk"], rate: 6000, durations: [30, 60], years: "20+",
      summary: "Superannuation rules change often and affect decades of savings, yet most people only look at their statement once a year. I worked in super funds for twenty-five years and now help people understand their options in plain English. Common topics are consolidating funds, choosing an investment option, contributions and what to think about in the ten years before retirement. Sessions are general education, and I will tell you when you need a licensed adviser.",
      history: [{ organization: "AustralianSuper", role: "Member education manager", description: "Seminars and education for fund members.", start: "1997-03", end: "2022-02" }],
    }],
  },
  {
    id: advisorId(36), firstName: "Zoe", lastName: "Adams", country: "GB", city: "Brighton", timezone: "Europe/London", currency: "GBP", latitude: 50.82, longitude: -0.14,
    cards: [{
      id: curatedCardId(37), title: "Build your first website without code", categoryId: "cat-web-development", skills: ["Website builders", "Web design", "HTML and CSS"], rate: 3000, durations: [30, 60], years: "5-10",
      summary: "A good small website does three things: says what you do, shows why you are trustworthy and makes it easy to get in touch. I build websites for makers, therapists and local businesses, and I teach owners to build and run their own. Share your screen and we will choose a builder that fits your needs, plan the pages and set up the first one together, with your words and photos, so you leave with something live.",
      history: [{ organization: "Adams Web Studio", role: "Web designer", description: "Websites for small businesses and sole traders.", start: "2018-05" }],
    }],
  },
  {
    id: advisorId(37), firstName: "Kasper", lastName: "Møller", country: "DK", city: "Odense", timezone: "Europe/Copenhagen", currency: "EUR", latitude: 55.4, longitude: 10.39,
    cards: [{
      id: curatedCardId(38), title: "Make your website accessible", categoryId: "cat-web-development", skills: ["Web accessibility", "HTML and CSS", "Usability testing"], rate: 5500, durations: [30, 60], years: "10-20", languages: ["da"],
      summary: "About one in five people has a disability that affects how they use the web, and many accessibility problems take minutes to fix once you know where to look. I am an accessibility specialist who has audited public sector and retail websites against WCAG. In a session I test your site live with a keyboard and a screen reader, show you what real users experience and prioritise fixes for you or your developer.",
      history: [{ organization: "Digitaliseringsstyrelsen", role: "Accessibility specialist", description: "Accessibility audits of public sector websites.", start: "2013-08", end: "2020-12" }, { organization: "Møller Accessibility", role: "Consultant", description: "WCAG audits and developer training.", start: "2021-01" }],
    }],
  },
  {
    id: advisorId(38), firstName: "Lina", lastName: "Petrova", country: "DE", city: "Berlin", timezone: "Europe/Berlin", currency: "EUR", latitude: 52.52, longitude: 13.4,
    cards: [{
      id: curatedCardId(39), title: "Website design reviews for small businesses", categoryId: "cat-design-ux", skills: ["UX design", "Web design", "Usability testing"], rate: 0, durations: [30], years: "5-10", languages: ["de", "ru"],
      summary: "Visitors decide in a few seconds whether a website is for them. I am a product designer at a Berlin software company and give free design reviews to small businesses in my spare time. Send me your site before the session and tell me what you want visitors to do. I will walk through it as a first-time visitor, point out where people are likely to get lost and sketch simple improvements to the layout and wording.",
      history: [{ organization: "N26", role: "Senior product designer", description: "Designs onboarding and account features.", start: "2019-02" }],
    }],
  },
  {
    id: advisorId(39), firstName: "Diego", lastName: "Alvarez", country: "US", city: "Austin", timezone: "America/Chicago", currency: "USD", latitude: 30.27, longitude: -97.74,
    cards: [{
      id: curatedCardId(40), title: "Learn JavaScript from scratch", categoryId: "cat-web-development", skills: ["JavaScript", "HTML and CSS", "Node.js"], rate: 0, durations: [30, 60], years: "5-10", languages: ["es"],
      summary: "I taught myself to code while working in a restaurant, and I know how lonely it feels to be stuck on the same error for three days. Now a software engineer, I offer free sessions to beginners learning JavaScript. Bring whatever you are working on: a tutorial exercise, a small project or a concept that will not click. We will work through it together on your screen, and I will show you how to get unstuck on your own next time.",
      history: [{ organization: "Indeed", role: "Software engineer", description: "Front-end work on job search pages.", start: "2020-06" }],
    }],
  },
  {
    id: advisorId(40), firstName: "Hiro", lastName: "Sato", ...AUCKLAND,
    cards: [{
      id: curatedCardId(41), title: "Python for data analysis from zero", categoryId: "cat-data-science", skills: ["Python", "SQL", "Data visualisation"], rate: 5000, durations: [60], years: "5-10", languages: ["ja"],
      summary: "If you spend hours each week copying numbers between spreadsheets, a little Python can give you those hours back. I am a data analyst who teaches Python to people in non-technical jobs: marketers, researchers, operations staff. We start from your own data and your own questions, so everything you learn is useful straight away. By the end of the first hour you will have loaded, cleaned and charted a real dataset.",
      history: [{ organization: "Stats NZ", role: "Data analyst", description: "Analysis and visualisation of census data.", start: "2017-03", end: "2022-09" }, { organization: "Sato Data", role: "Data trainer", description: "Python training for non-programmers.", start: "2022-10" }],
    }],
  },
  {
    id: advisorId(41), firstName: "Emma", lastName: "Lindqvist", ...STOCKHOLM,
    cards: [{
      id: curatedCardId(42), title: "Code review for self-taught developers", categoryId: "cat-software-engineering", skills: ["Code review", "TypeScript", "Software architecture"], rate: 4500, durations: [30, 60], years: "10-20", languages: ["sv"],
      summary: "Self-taught developers often write code that works but miss the feedback that teaches how professionals structure, name and test it. I have reviewed thousands of pull requests as a senior engineer and lead. Send me a link to a repository or a pull request before our session; I will review it in depth and we will walk through the comments together, focusing on the two or three habits that will make the biggest difference to your code.",
      history: [{ organization: "Spotify", role: "Senior engineer", description: "Backend services and mentoring junior engineers.", start: "2014-09", end: "2023-01" }, { organization: "Klarna", role: "Engineering lead", description: "Leads a payments platform team.", start: "2023-02" }],
      link: { url: "https://github.com/emma-lindqvist", title: "My open-source work" },
    }],
  },
  {
    id: advisorId(42), firstName: "Kofi", lastName: "Mensah", ...LONDON,
    cards: [{
      id: curatedCardId(43), title: "Your first React app step by step", categoryId: "cat-web-development", skills: ["React", "JavaScript", "Web accessibility"], rate: 4000, durations: [60, 90], years: "5-10",
      summary: "React tutorials jump from a counter to a complex app with nothing in between. I am a front-end developer who teaches React to people who know some JavaScript and want to build something real. Over a few sessions we build a small app of your choosing, covering components, state, fetching data and making it accessible, with you typing and me guiding. You finish with a project for your portfolio that you understand line by line.",
      history: [{ organization: "BBC", role: "Front-end developer", description: "Builds accessible interfaces for news and sport.", start: "2019-10" }],
    }],
  },
  {
    id: advisorId(43), firstName: "Claire", lastName: "Dubois", country: "CA", city: "Montreal", timezone: "America/Toronto", currency: "CAD", latitude: 45.5, longitude: -73.57,
    cards: [{
      id: curatedCardId(44), title: "LinkedIn that brings opportunities to you", categoryId: "cat-personal-brand", skills: ["LinkedIn", "Personal branding", "Networking"], rate: 0, durations: [30], years: "5-10", languages: ["fr"],
      summary: "A strong LinkedIn profile works while you sleep: recruiters, clients and collaborators find you instead of the other way round. I am a communications manager who has rewritten hundreds of profiles for colleagues and friends, and I offer these sessions free. We will rewrite your headline and About section together, choose what to feature and plan a realistic posting habit of one thoughtful post a fortnight.",
      history: [{ organization: "Desjardins", role: "Communications manager", description: "Internal and executive communications.", start: "2018-01" }],
    }],
  },
  {
    id: advisorId(44), firstName: "Rachel", lastName: "Ng", ...SYDNEY,
    cards: [{
      id: curatedCardId(45), title: "Build your personal brand as a consultant", categoryId: "cat-personal-brand", skills: ["Personal branding", "Content creation", "Networking"], rate: 7000, durations: [30, 60], years: "10-20", languages: ["zh"],
      summary: "Independent consultants win work through reputation, and reputation can be built deliberately. I left a strategy firm to go independent eight years ago and now help other consultants become known for one clear thing. Over a few sessions we define your niche and point of view, plan content that shows your thinking rather than advertising it, and build a simple routine for staying visible to the people who hire you.",
      history: [{ organization: "Ng Advisory", role: "Independent consultant", description: "Brand and positioning for professional services.", start: "2018-02" }, { organization: "Accenture", role: "Strategy manager", description: "Strategy projects for retail clients.", start: "2009-07", end: "2018-01" }],
    }],
  },
  {
    id: advisorId(45), firstName: "Oskar", lastName: "Nyberg", ...STOCKHOLM,
    cards: [{
      id: curatedCardId(46), title: "Portfolio reviews for creative freelancers", categoryId: "cat-personal-brand", skills: ["Portfolio reviews", "Personal branding", "Photography"], rate: 4000, durations: [30, 60], years: "10-20", languages: ["sv"],
      summary: "Your portfolio is your shop window, and most creative portfolios show too much of the wrong work. I am a photographer and former art buyer at an advertising agency, so I have been on both sides of the hiring decision. Share your portfolio before we meet; we will cut it to the pieces that win the clients you want, order them to tell a story and rewrite the short texts around them so they sound like you.",
      history: [{ organization: "Nyberg Studio", role: "Photographer", description: "Editorial and commercial photography.", start: "2015-03" }, { organization: "Forsman & Bodenfors", role: "Art buyer", description: "Commissioned photographers and illustrators.", start: "2008-05", end: "2015-02" }],
    }],
  },
];
