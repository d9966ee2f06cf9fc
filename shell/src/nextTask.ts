/** Resolves in the browser's next task: between two parts of the start it paints and answers input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
