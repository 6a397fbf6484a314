import { choose, redactUrl } from './resolve';

describe('choose: env, else the local standard port, else embedded', () => {
  it('takes the environment first and does not probe', async () => {
    const answers = jest.fn(async () => true);
    await expect(choose('nats://nats:4222', 'nats://127.0.0.1:4222', answers)).resolves.toEqual({
      source: 'env',
      url: 'nats://nats:4222',
    });
    expect(answers).not.toHaveBeenCalled();
  });

  it('takes the local server when the environment names none and it answers', async () => {
    const answers = jest.fn(async () => true);
    await expect(choose(undefined, 'postgres://postgres@127.0.0.1:5432', answers)).resolves.toEqual(
      {
        source: 'local',
        url: 'postgres://postgres@127.0.0.1:5432',
      },
    );
    expect(answers).toHaveBeenCalledWith('postgres://postgres@127.0.0.1:5432');
  });

  it('falls back to an embedded one when nothing answers', async () => {
    await expect(choose('  ', 'http://127.0.0.1:9000', async () => false)).resolves.toEqual({
      source: 'embedded',
    });
  });
});

describe('redactUrl', () => {
  it('masks a password and leaves the rest', () => {
    expect(redactUrl('postgres://postgres:s3cret@db:5432')).toBe('postgres://postgres:***@db:5432');
    expect(redactUrl('postgres://postgres@127.0.0.1:5432')).toBe(
      'postgres://postgres@127.0.0.1:5432',
    );
    expect(redactUrl('not a url')).toBe('not a url');
  });
});
