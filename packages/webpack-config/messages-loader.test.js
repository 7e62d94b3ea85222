const messagesLoader = require('./messages-loader');

/** The loader's output for `catalog` imported with `query`, evaluated back to the ids it keeps. */
function idsOf(catalog, query) {
  const source = messagesLoader.call({ resourcePath: 'messages/en.json', resourceQuery: query }, JSON.stringify(catalog));
  return Object.keys(JSON.parse(source.replace(/^export default /, '').replace(/;$/, '')));
}

describe('messagesLoader', () => {
  const catalog = { 'platform.language.label': 'Language', 'platform.text.auth.email': 'Enter a valid email', 'platform.text.x': 'X' };

  it('keeps every id without a query, each message parsed', () => {
    expect(idsOf(catalog, '')).toEqual(Object.keys(catalog));
    const source = messagesLoader.call({ resourcePath: 'messages/en.json', resourceQuery: '' }, JSON.stringify({ a: 'Hi {name}' }));
    expect(source).toContain('"type":1');
  });

  it('splits one catalog in two by an id prefix: ?only= keeps those ids, ?except= the others', () => {
    expect(idsOf(catalog, '?only=platform.text.')).toEqual(['platform.text.auth.email', 'platform.text.x']);
    expect(idsOf(catalog, '?except=platform.text.')).toEqual(['platform.language.label']);
    expect(idsOf(catalog, '?only=platform.text.auth.,platform.language.')).toEqual(['platform.language.label', 'platform.text.auth.email']);
  });

  it('fails on a message that is not valid ICU', () => {
    expect(() => messagesLoader.call({ resourcePath: 'messages/en.json', resourceQuery: '' }, '{"a":"{n, plural"}')).toThrow(
      /not a valid ICU/,
    );
  });
});
