// The federation runtime negotiates shared modules before any application code runs. The contracts'
// core (zod and the first page's schemas) is evaluated first, in a task of its own, then the start:
// a phone's CPU gets two shorter tasks instead of one long one.
import { nextTask } from './nextTask';

void import('@canal/contracts/core').then(nextTask).then(() => import('./bootstrap'));
