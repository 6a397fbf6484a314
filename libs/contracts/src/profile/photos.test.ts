import { MessageCode } from '../messages';
import { pickedImageProblem, uploadLimits } from './photos';

describe('a picked image, before it is sent', () => {
  it('is refused when not a JPEG, PNG or WebP, then when over the size limit', () => {
    expect(pickedImageProblem({ type: 'image/heic', size: 10 })).toBe(MessageCode.notAnImage);
    expect(pickedImageProblem({ type: 'image/gif', size: uploadLimits.maxBytes + 1 })).toBe(
      MessageCode.notAnImage,
    );
    expect(pickedImageProblem({ type: 'image/jpeg', size: uploadLimits.maxBytes + 1 })).toBe(
      MessageCode.imageTooLarge,
    );
  });

  it('is taken at the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(pickedImageProblem({ type, size: uploadLimits.maxBytes })).toBeNull();
  });
});
