/** An API process: serves HTTP and enqueues jobs; run several behind a load balancer. */
import { runProcess } from './app/run-process';

void runProcess('api');
