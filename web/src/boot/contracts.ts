// A stage of the entry's evaluation (main.tsx): every schema the app uses is built here (about a
// third of the entry's evaluation), then the browser's turn.
import '@arrendo/contracts/web';
import { nextTask } from './next-task';

await nextTask();
