import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const videoProduction: FaqCategory = {
  id: "video-production",
  title: "Video production",
  description: "Our remote video production service: the interview, the finished video, delivery times and packages.",
  image: "/img/help/video-production.svg",
  sections: [
    {
      id: "how-it-works",
      title: "How it works",
      questions: [
        {
          q: `What is ${K} video production?`,
          a: `We make short videos from a remote interview. One of our producers interviews you — or one of your experts, speakers or members — over a ${K} video call, then edits the conversation into a polished short video. Nobody needs a studio, a crew or to travel. More on the [video production page](${P.videoProduction}).`,
        },
        {
          q: "How long is the interview?",
          a: "20 to 30 minutes. A producer guides the conversation, so there's no script to learn — you just talk about what you know. A quiet room, a laptop camera and a window in front of you are all you need.",
        },
        {
          q: "How long is the finished video, and when do I get it?",
          a: "Each finished video runs 60 to 90 seconds — long enough to tell a story, short enough that people watch to the end. It's delivered within five working days of the interview.",
        },
        {
          q: "What are the videos good for?",
          a: "Introducing a speaker before an event, profiling a member or an expert, adding a human face to a course or a product page, or sharing a success story on social media.",
        },
      ],
    },
    {
      id: "packages",
      title: "Packages and getting started",
      questions: [
        {
          q: "What packages are there?",
          a: `Packages run from 5 to 15 videos over 12 months, so you can publish a steady flow of stories through the year rather than all at once. The [video production page](${P.videoProduction}) has the details.`,
        },
        {
          q: "How do I get started?",
          a: `Send us a request from the [video production page](${P.videoProduction}), telling us who you'd like to feature and where the videos will be used. We look at every request and reply within a few hours.`,
        },
        {
          q: "Why do you vet requests?",
          a: "To make sure we can do a great job for you: that the topics suit a short interview format and that the people taking part are happy to be filmed. The check takes a few hours, not days.",
        },
      ],
    },
  ],
};
