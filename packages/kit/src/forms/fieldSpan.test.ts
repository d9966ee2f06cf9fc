import { fieldSpan } from './fieldSpan';

describe('fieldSpan', () => {
  it('doubles the 12-column sizes onto the 24-column grid', () => {
    expect(fieldSpan({ sizes: { xs: 12, md: 6 } })).toEqual({ xs: 24, md: 12 });
    expect(fieldSpan({ sizes: { sm: 4 } })).toEqual({ xs: 24, sm: 8 });
  });

  it('gives the whole line to fullSize fields and fields without sizes', () => {
    expect(fieldSpan({ fullSize: true, sizes: { md: 6 } })).toEqual({ xs: 24 });
    expect(fieldSpan({})).toEqual({ xs: 24 });
  });
});
