// A stage of the entry's evaluation (main.tsx): React DOM's module (one function of some 10 000
// lines, the largest piece that cannot be cut), then the browser's turn.
import 'react-dom/client';
import { nextTask } from './next-task';

await nextTask();
