/** `npm start`: the API and the worker in one process, for a newcomer's demo. */
import { runProcess } from './app/run-process';

void runProcess('all');
