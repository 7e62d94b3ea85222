import { bodyHash, canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and drops whitespace, keeping array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { y: true, x: null }], c: 'é' } })).toBe('{"a":{"c":"é","d":[3,{"x":null,"y":true}]},"b":1}');
    expect(canonicalJson([2, 1])).toBe('[2,1]');
  });

  it('writes no body, and undefined members, as JSON.stringify leaves them out', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });

  it('orders keys by code unit, as RFC 8785 does', () => {
    expect(canonicalJson({ b: 0, a: 0, B: 0, '10': 0, '9': 0 })).toBe('{"10":0,"9":0,"B":0,"a":0,"b":0}');
  });
});

describe('bodyHash', () => {
  it('is the same for the same body in another key order, and differs for another value', () => {
    expect(bodyHash({ vaccine: 'BCG', dose: 1 })).toBe(bodyHash({ dose: 1, vaccine: 'BCG' }));
    expect(bodyHash({ vaccine: 'BCG', dose: 1 })).not.toBe(bodyHash({ vaccine: 'BCG', dose: 2 }));
    expect(bodyHash({ vaccine: 'BCG', dose: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
