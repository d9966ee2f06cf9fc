import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('writes sizes with the French units o, Ko, Mo and Go', () => {
    expect(formatFileSize(0)).toBe('0 o');
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(1024)).toBe('1 Ko');
    expect(formatFileSize(262_144)).toBe('256 Ko');
    expect(formatFileSize(1_048_575)).toBe('1023 Ko');
    expect(formatFileSize(1024 * 1024)).toBe('1,0 Mo');
    expect(formatFileSize(2_621_440)).toBe('2,5 Mo');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20,0 Mo');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1,3 Go');
  });
});
