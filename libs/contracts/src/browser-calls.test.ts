import { browserDeclarations } from './browser-calls';
import { allCalls } from './calls';
import { profileCalls } from './profile/calls';

describe("the browser's calls", () => {
  it("keep each call's subject, access and route", () => {
    const { cardsGet } = browserDeclarations(profileCalls);
    expect(cardsGet).toEqual({
      subject: profileCalls.cardsGet.subject,
      access: 'visitor',
      reads: true,
      http: profileCalls.cardsGet.http,
    });
  });

  it('are plain data, without the schemas', () => {
    const declared = browserDeclarations(
      Object.fromEntries(allCalls.map((call) => [call.subject, call])),
    );
    expect(Object.keys(declared)).toHaveLength(allCalls.length);
    for (const declaration of Object.values(declared)) {
      expect(declaration).not.toHaveProperty('input');
      expect(declaration).not.toHaveProperty('output');
      expect(JSON.parse(JSON.stringify(declaration))).toEqual(declaration);
    }
  });
});
