/**
 * Runs first in a reader worker (reader-entry.ts imports it before anything else). Some read tasks'
 * imports reach mail rendering (React Email), which loads prismjs; in a worker, which has no
 * document, prismjs takes the worker's messages for highlighting requests and parses each as JSON
 * unless told not to, so the reader's first message would kill it. Prism reads this flag when it loads.
 */
(globalThis as { Prism?: { disableWorkerMessageHandler?: boolean } }).Prism = { disableWorkerMessageHandler: true };
