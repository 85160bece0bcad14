/** A worker process: consumes background jobs (bulk imports) from Redis; run as many as needed. */
import { runProcess } from './app/run-process';

void runProcess('worker');
