// The entry: hydrates the page the server rendered (app/start.tsx), in a task after the one that evaluates the
// app's modules. The module graph is evaluated in one task (the parser's last task: the end of the HTML, its
// layout, then every chunk); the start (reading the server's data into the query cache, the first render's
// scheduling) was ~45 ms more of that task at 4x CPU on a title page. A task of its own lets the browser paint
// and handle input between the two.
import { startApp } from './app/start';

setTimeout(startApp, 0);
