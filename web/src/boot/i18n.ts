// A stage of the entry's evaluation (main.tsx): the language set-up, then the browser's turn.
// i18n is the first to import the contracts, so every contract schema the app uses is built in
// this stage too (measured: the schemas, i18n and the rest of the app in one task were 37–40 ms
// of CPU on the home page; split here, 20–32 ms and 5–9 ms).
import '@/i18n';
import { nextTask } from './next-task';

await nextTask();
