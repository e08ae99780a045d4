import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads nothing until used, then loads once and answers what the loaded resolver answers', async () => {
    const inner = jest.fn<ReturnType<Resolver<Values>>, Parameters<Resolver<Values>>>(async (values) => ({
      values,
      errors: {},
    }));
    const load = jest.fn(async () => inner as Resolver<Values>);
    const { resolver, warm } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    warm();
    warm();
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    await resolver({ email: 'c@d.co' }, 'context', options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenNthCalledWith(2, { email: 'c@d.co' }, 'context', options);
  });

  it('tries the download again after a failure', async () => {
    const inner: Resolver<Values> = async () => ({
      values: {},
      errors: { email: { type: 'matches', message: 'key' } },
    });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(inner);
    const { resolver, warm } = lazyResolver(load);

    warm();
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    await expect(resolver({ email: 'x' }, undefined, options)).resolves.toMatchObject({
      errors: { email: { message: 'key' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
