import { createHash } from 'node:crypto';
import { entityTag, matchesEntityTag } from './entity-tag.mjs';

describe('entityTag', () => {
  it('is the hash of the bytes, the same for a string and its UTF-8 bytes, weak when asked', () => {
    const text = '<h1>ราคาหุ้น</h1>';
    const tag = entityTag(text);
    expect(tag).toBe(`"${createHash('sha256').update(Buffer.from(text)).digest('base64url').slice(0, 27)}"`);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag(Buffer.from(text))).toBe(tag);
    expect(entityTag(text, { weak: true })).toBe(`W/${tag}`);
    expect(entityTag(`${text} `)).not.toBe(tag);
  });
});

describe('matchesEntityTag', () => {
  const tag = entityTag('page', { weak: true });
  const opaque = tag.slice(2);

  it('matches the tag weakly: with or without W/, alone, in a list, or *', () => {
    for (const header of [tag, opaque, `"a", ${tag}`, `W/"a",${opaque}`, ` ${tag} `, '*', ['"a"', tag]])
      expect(matchesEntityTag(header, tag)).toBe(true);
    expect(matchesEntityTag(tag, opaque)).toBe(true);
  });

  it('matches nothing else', () => {
    for (const header of [undefined, null, '', '"a"', `W/"a", "b"`, opaque.slice(0, -2) + '"', 'W/'])
      expect(matchesEntityTag(header, tag)).toBe(false);
  });
});
