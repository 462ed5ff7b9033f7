// Generated malformed requests for the contact function: every one must be refused with a 4xx.
import { contactMessageSchema as messageSchema } from '../../functions/src/contract/contact-message.ts';
import type { SendRequest } from '../../src/contact/send-contact.ts';
import { validMessage } from './emulators.ts';

export type CorpusClass =
  | 'wrong method'
  | 'wrong content type'
  | 'non-JSON body'
  | 'missing or extra keys'
  | 'wrong types'
  | 'control characters and null bytes'
  | 'oversize fields'
  | 'deep nesting'
  | '1 MB body'
  | 'unicode edge cases'
  | 'script and HTML';

export interface MalformedRequest {
  kind: CorpusClass;
  label: string;
  init: RequestInit;
}

const FIELDS = ['id', 'name', 'email', 'subject', 'message', 'nectar'] as const;
const TEXT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

const json = { 'content-type': 'application/json' };
const post = (body: string, headers: Record<string, string> = json): RequestInit => ({ method: 'POST', headers, body });
const callWith = (data: unknown): RequestInit => post(JSON.stringify({ data }));
const withField = (field: string, value: unknown): Record<string, unknown> => ({ ...validMessage(), [field]: value });

const nested = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? `${'['.repeat(depth)}"x"${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '</textarea><script>fetch("//evil")</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:void(0)">click</a>',
  "'; DROP TABLE contactMessages; --",
  '${process.exit(1)}',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=//evil">',
  '<form action=//evil><input name=x></form>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<object data="javascript:alert(1)">',
  '<link rel=import href=//evil>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
];

export function malformedCorpus(): MalformedRequest[] {
  const corpus: MalformedRequest[] = [];
  const add = (kind: CorpusClass, label: string, init: RequestInit): void => void corpus.push({ kind, label, init });
  const valid = JSON.stringify({ data: validMessage() });

  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
    add('wrong method', `${method} without body`, { method });
    if (method !== 'GET' && method !== 'HEAD')
      add('wrong method', `${method} with a valid body`, { method, headers: json, body: valid });
  }

  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/html',
    'application/json-patch+json',
    'application/jsonx',
    'application/octet-stream',
  ]) {
    add('wrong content type', type, post(valid, { 'content-type': type }));
    add('wrong content type', `${type}, empty body`, post('', { 'content-type': type }));
  }
  add('wrong content type', 'no content type', { method: 'POST', body: new Blob([valid]) });

  for (const body of [
    '{',
    '{"data":',
    '{"data": {,}}',
    "{'data': {}}",
    '{"data": NaN}',
    '{"data": undefined}',
    'null',
    '"data"',
    '42',
    'true',
    '\uFEFF{"data":{}}',
    'data=1&name=x',
    '<data/>',
    '\u0000\u0001\u0002',
    '{"data":{"name":"x",}}',
  ]) {
    add('non-JSON body', JSON.stringify(body).slice(0, 40), post(body));
  }

  for (const body of [
    '{}',
    '{"result": {}}',
    '[]',
    '[{"data": {}}]',
    `{"data": {}, "extra": 1}`,
    `{"data": ${JSON.stringify(validMessage())}, "auth": {"uid": "admin"}}`,
    `{"Data": ${JSON.stringify(validMessage())}}`,
  ]) {
    add('missing or extra keys', `body ${body.slice(0, 30)}`, post(body));
  }
  const required = ['id', ...TEXT_FIELDS] as const;
  for (const [index, first] of required.entries()) {
    const without = { ...validMessage() } as Partial<SendRequest>;
    delete without[first];
    add('missing or extra keys', `without ${first}`, callWith(without));
    for (const second of required.slice(index + 1)) {
      const withoutTwo = { ...without };
      delete withoutTwo[second];
      add('missing or extra keys', `without ${first} and ${second}`, callWith(withoutTwo));
    }
  }
  add('missing or extra keys', 'empty data', callWith({}));
  for (const key of [
    'extra',
    'isAdmin',
    'uid',
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'name ',
    'NAME',
    'Email',
    'créé',
    '🎹',
    '$where',
    'a.b',
    'a/b',
    '\u0000',
    'k'.repeat(1000),
    'createdAt',
    'ipHash',
  ]) {
    add(
      'missing or extra keys',
      `extra key ${JSON.stringify(key).slice(0, 20)}`,
      post(`{"data": ${JSON.stringify(validMessage()).slice(0, -1)}, ${JSON.stringify(key)}: "x"}}`),
    );
  }

  const wrongValues: Array<[string, unknown]> = [
    ['0', 0],
    ['-1', -1],
    ['3.14', 3.14],
    ['1e308', 1e308],
    ['true', true],
    ['false', false],
    ['null', null],
    ['[]', []],
    ['["x"]', ['x']],
    ['{}', {}],
    ['{"a":"b"}', { a: 'b' }],
    ['Int64 wrapper', { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '7' }],
    ['unknown @type', { '@type': 'type.googleapis.com/evil', value: 'x' }],
  ];
  for (const field of FIELDS) {
    for (const [label, value] of wrongValues)
      add('wrong types', `${field} = ${label}`, callWith(withField(field, value)));
  }
  for (const [label, value] of [
    ...wrongValues.filter(([, value]) => typeof value !== 'object' || value === null || Array.isArray(value)),
    ['"text"', 'text'] as [string, unknown],
  ]) {
    add('wrong types', `data = ${label}`, callWith(value));
  }

  for (const field of ['id', ...TEXT_FIELDS] as const) {
    for (const [where, make] of [
      ['start', (text: string) => `\u0000${text}`],
      ['middle', (text: string) => `${text.slice(0, 3)}\u0000${text.slice(3)}`],
      ['end', (text: string) => `${text}\u0000`],
    ] as const) {
      add(
        'control characters and null bytes',
        `null byte at the ${where} of ${field}`,
        callWith(withField(field, make(validMessage()[field] ?? ''))),
      );
    }
    for (const control of ['\u0007', '\u001b[31m', '\u007f', '\u0008', '\u001f', '\u0085', '\u009b31m']) {
      add(
        'control characters and null bytes',
        `${JSON.stringify(control)} in ${field}`,
        callWith(withField(field, `x${control}y`)),
      );
    }
  }
  for (const field of ['name', 'email', 'subject'] as const) {
    for (const breakChar of ['\n', '\r', '\r\n', '\t']) {
      add(
        'control characters and null bytes',
        `line break ${JSON.stringify(breakChar)} in ${field}`,
        callWith(withField(field, `x${breakChar}y`)),
      );
    }
  }

  for (const field of TEXT_FIELDS) {
    const limit = messageSchema.properties[field].maxLength;
    for (const size of [limit + 1, limit * 10, 100_000]) {
      const value = field === 'email' ? `${'a'.repeat(size - 6)}@ex.io` : 'x'.repeat(size);
      add('oversize fields', `${field} of ${size} characters`, callWith(withField(field, value)));
    }
  }
  add('oversize fields', 'id of 10000 characters', callWith(withField('id', 'a'.repeat(10_000))));
  add('oversize fields', 'honeypot of 2000 characters', callWith(withField('nectar', 'w'.repeat(2000))));

  for (const depth of [10, 17, 50, 100, 1000, 10_000, 100_000]) {
    for (const kind of ['array', 'object'] as const) {
      for (const field of FIELDS) {
        add(
          'deep nesting',
          `${field} nested ${depth} deep (${kind})`,
          post(`{"data": ${JSON.stringify(validMessage()).slice(0, -1)}, "${field}": ${nested(depth, kind)}}}`),
        );
      }
      add('deep nesting', `data nested ${depth} deep (${kind})`, post(`{"data": ${nested(depth, kind)}}`));
    }
  }

  const megabyte = 'x'.repeat(1024 * 1024);
  for (const field of TEXT_FIELDS) add('1 MB body', `1 MB ${field}`, callWith(withField(field, megabyte)));
  add(
    '1 MB body',
    '1 MB of extra keys',
    callWith({
      ...validMessage(),
      ...Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`k${index}`, 'xxxxxx'])),
    }),
  );
  add('1 MB body', '1 MB beside data', post(`{"data": ${JSON.stringify(validMessage())}, "padding": "${megabyte}"}`));
  add('1 MB body', '1 MB array as data', callWith(Array.from({ length: 200_000 }, () => 'xxx')));

  const unicode: Array<[string, string, string]> = [];
  for (const field of ['id', ...TEXT_FIELDS] as const) {
    unicode.push(
      [field, 'lone high surrogate', `ab\ud800cd`],
      [field, 'lone low surrogate', `ab\udc00cd`],
      [field, 'reversed surrogate pair', `\udc00\ud800`],
    );
  }
  unicode.push(
    ['name', '101 emoji', '🎹'.repeat(101)],
    ['subject', '201 flags', '🏳'.repeat(201)],
    ['message', '5001 astral characters', '𝄞'.repeat(5001)],
    ['name', 'only no-break spaces', '\u00a0\u00a0\u00a0'],
    ['subject', 'only ideographic spaces', '\u3000\u3000'],
    ['message', 'only a byte-order mark', '\ufeff'],
    ['name', 'only line separators', '\u2028\u2029'],
    ['email', 'unicode domain', 'ada@exämple.com'],
    ['email', 'fullwidth at sign', 'ada＠example.com'],
    ['email', 'right-to-left override', 'ada@\u202eexample.com'],
    ['id', 'fullwidth digits', '０b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11'],
    ['id', 'upper-case uuid', crypto.randomUUID().toUpperCase()],
    ['id', 'uuid with zero-width space', `${crypto.randomUUID()}\u200b`],
    ['email', 'combining characters', 'a\u0301da@example.com'],
  );
  for (const [field, label, value] of unicode)
    add('unicode edge cases', `${label} in ${field}`, callWith(withField(field, value)));

  for (const payload of XSS) {
    const everywhere = Object.fromEntries(
      FIELDS.filter((field) => field !== 'nectar').map((field) => [field, payload]),
    );
    add('script and HTML', `in every field: ${payload.slice(0, 20)}`, callWith({ ...everywhere, nectar: '' }));
    add('script and HTML', `as email: ${payload.slice(0, 20)}`, callWith(withField('email', payload)));
    add('script and HTML', `as id: ${payload.slice(0, 20)}`, callWith(withField('id', payload)));
    add('script and HTML', `as a key: ${payload.slice(0, 20)}`, callWith({ ...validMessage(), [payload]: 'x' }));
    for (const field of ['name', 'subject', 'message'] as const) {
      add(
        'script and HTML',
        `in ${field} with a bad email: ${payload.slice(0, 20)}`,
        callWith({ ...withField(field, payload), email: 'not an email' }),
      );
    }
  }
  return corpus;
}
