import { loadFormatData } from './load-format-data';

// See warm-format-data.ts: ICU's data, loaded here, is shared with the page's main thread. (The
// app's types are the window's; a worker's scope is typed here by what it uses.)
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: string): void;
};
scope.onmessage = (event) => {
  loadFormatData(event.data);
  scope.postMessage('ready');
};
