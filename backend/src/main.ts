/** `npm start`: the API and the worker in one process, for a newcomer's demo. */
import { runProcess } from './shared/infrastructure/run-process';

void runProcess('all');
