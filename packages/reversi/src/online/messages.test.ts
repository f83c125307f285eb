import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_LENGTH, OnlineMessageError, readClientMessage, readServerMessage } from './messages.ts';

describe('readClientMessage', () => {
  it('reads each shape', () => {
    expect(readClientMessage('{"type":"join"}')).toEqual({ type: 'join' });
    expect(readClientMessage('{"type":"join","secret":"abc"}')).toEqual({ type: 'join', secret: 'abc' });
    expect(readClientMessage('{"type":"move","ply":0,"move":"f5"}')).toEqual({ type: 'move', ply: 0, move: 'f5' });
    expect(readClientMessage('{"type":"move","ply":7,"move":"pass"}')).toEqual({ type: 'move', ply: 7, move: 'pass' });
    expect(readClientMessage('{"type":"resign"}')).toEqual({ type: 'resign' });
    expect(readClientMessage('{"type":"abort"}')).toEqual({ type: 'abort' });
    for (const type of ['draw', 'takeback', 'rematch']) {
      for (const action of ['offer', 'accept', 'decline']) expect(readClientMessage(JSON.stringify({ type, action }))).toEqual({ type, action });
    }
    expect(readClientMessage('{"type":"ping","id":3}')).toEqual({ type: 'ping', id: 3 });
  });

  it.each([
    [new Uint8Array(3), /JSON text, not binary/],
    ['not json', /does not parse/],
    ['[1]', /a JSON object/],
    ['null', /a JSON object/],
    ['{}', /needs "type"/],
    ['{"type":"castle"}', /"castle" is no client message/],
    ['{"type":"move","ply":0}', /needs "move"/],
    ['{"type":"move","ply":-1,"move":"f5"}', /"ply", a whole number/],
    ['{"type":"move","ply":1.5,"move":"f5"}', /"ply", a whole number/],
    ['{"type":"move","ply":0,"move":"F5"}', /in lowercase/],
    ['{"type":"move","ply":0,"move":"i9"}', /a square from a1 to h8/],
    ['{"type":"move","ply":0,"move":"f5","color":"white"}', /no field "color"/],
    ['{"type":"resign","by":"black"}', /no field "by"/],
    ['{"type":"draw","action":"maybe"}', /"action", one of "offer", "accept", "decline"/],
    ['{"type":"join","secret":""}', /"secret" is a string of 1 to 128/],
    ['{"type":"join","secret":7}', /"secret" is a string/],
    [JSON.stringify({ type: 'join', secret: 'x'.repeat(MAX_CLIENT_MESSAGE_LENGTH) }), /at most 512 characters/],
  ])('refuses %j', (text, error) => {
    expect(() => readClientMessage(text)).toThrow(OnlineMessageError);
    expect(() => readClientMessage(text)).toThrow(error);
  });
});

describe('readServerMessage', () => {
  it('reads each kind and refuses others', () => {
    expect(readServerMessage('{"type":"pong","id":1}')).toEqual({ type: 'pong', id: 1 });
    expect(readServerMessage('{"type":"error","code":"stale-ply","message":"m"}').type).toBe('error');
    expect(readServerMessage('{"type":"state","game":{},"you":null}').type).toBe('state');
    expect(() => readServerMessage('{"type":"state"}')).toThrow(/needs "game"/);
    expect(() => readServerMessage('{"type":"hello"}')).toThrow(/no server message/);
  });
});
