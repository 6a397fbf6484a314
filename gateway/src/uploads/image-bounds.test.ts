import { MessageCode } from '@dating/contracts';
import { imageBoundsProblem } from './image-bounds';

describe('imageBoundsProblem', () => {
  it.each([
    ['a phone photo', 4032, 3024],
    ['a 50-megapixel phone photo', 8160, 6120],
    ['a portrait phone photo', 3024, 4032],
    ['a bank-slip screenshot', 1080, 2400],
    ['a scrolled slip, ten screens long', 1080, 10800],
    ['a small avatar', 32, 32],
    ['a panorama', 12000, 2000],
  ])('takes %s (%i×%i)', (_name, width, height) => {
    expect(imageBoundsProblem({ width, height })).toBeNull();
  });

  it.each([
    ['a single pixel', 1, 1, MessageCode.imageTooSmall],
    ['a 65535×1 line', 65535, 1, MessageCode.imageTooSmall],
    ['a 1×65535 line', 1, 65535, MessageCode.imageTooSmall],
    ['a side under 32 pixels', 31, 400, MessageCode.imageTooSmall],
    ['a 30000×30000 bitmap', 30000, 30000, MessageCode.imageTooManyPixels],
    ['a side over 16384 pixels', 16385, 2000, MessageCode.imageTooManyPixels],
    ['more than 50 megapixels', 8200, 6200, MessageCode.imageTooManyPixels],
    ['a strip over ten times longer than wide', 1080, 10801, MessageCode.imageTooElongated],
    ['a wide strip', 5000, 400, MessageCode.imageTooElongated],
  ])('refuses %s (%i×%i)', (_name, width, height, message) => {
    expect(imageBoundsProblem({ width, height })).toBe(message);
  });
});
