/** A worker process: consumes background jobs (bulk imports) from Redis; run as many as needed. */
import { runProcess } from './shared/infrastructure/run-process';

void runProcess('worker');
