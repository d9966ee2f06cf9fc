/** One counter for every factory of a test file, so that each made row has values of its own (e-mails, names). */
let sequence = 0;
export const nextNumber = () => (sequence += 1);
