// The entry: hydrates the page the server rendered (app/start.tsx).
import { startApp } from './app/start';

startApp();
