// The federation runtime negotiates shared modules before any application code runs. The contracts'
// core (zod and the first page's schemas) is evaluated first, in a task of its own, then the start:
// a phone's CPU gets two shorter tasks instead of one long one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('@canal/contracts/core')
  .then(nextTask)
  .then(() => import('./bootstrap'));
