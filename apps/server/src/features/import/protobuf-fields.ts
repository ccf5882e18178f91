/**
 * A minimal protocol-buffers wire reader: the import needs three small messages from Anki's current
 * format (the media list, a note type's kind and a template's formats), so reading the wire format
 * directly spares a protobuf runtime and Anki's .proto files (ADR 0013). Unknown fields are skipped,
 * as protobuf requires; malformed input throws.
 */
export type ProtoValue = { wire: 0; value: bigint } | { wire: 2; bytes: Uint8Array } | { wire: 1 | 5 };

export class ProtoError extends Error {}

function readVarint(buf: Uint8Array, start: number): [bigint, number] {
  let result = 0n;
  let shift = 0n;
  let pos = start;
  for (;;) {
    if (pos >= buf.length || shift > 63n) throw new ProtoError('truncated varint');
    const byte = buf[pos++]!;
    result |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [result, pos];
    shift += 7n;
  }
}

/** Every field of one message, in order, as [field number, value]. */
export function protoFields(buf: Uint8Array): [number, ProtoValue][] {
  const out: [number, ProtoValue][] = [];
  let pos = 0;
  while (pos < buf.length) {
    const [key, afterKey] = readVarint(buf, pos);
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    pos = afterKey;
    if (wire === 0) {
      const [value, next] = readVarint(buf, pos);
      out.push([field, { wire: 0, value }]);
      pos = next;
    } else if (wire === 2) {
      const [length, next] = readVarint(buf, pos);
      const end = next + Number(length);
      if (end > buf.length) throw new ProtoError('truncated field');
      out.push([field, { wire: 2, bytes: buf.subarray(next, end) }]);
      pos = end;
    } else if (wire === 1 || wire === 5) {
      pos += wire === 1 ? 8 : 4;
      if (pos > buf.length) throw new ProtoError('truncated field');
      out.push([field, { wire }]);
    } else {
      throw new ProtoError(`unsupported wire type ${wire}`);
    }
  }
  return out;
}

const decoder = new TextDecoder();

export function protoString(fields: [number, ProtoValue][], field: number): string | null {
  for (const [n, v] of fields) if (n === field && v.wire === 2) return decoder.decode(v.bytes);
  return null;
}

export function protoNumber(fields: [number, ProtoValue][], field: number): number | null {
  for (const [n, v] of fields) if (n === field && v.wire === 0) return Number(v.value);
  return null;
}

export function protoMessages(fields: [number, ProtoValue][], field: number): Uint8Array[] {
  return fields.flatMap(([n, v]) => (n === field && v.wire === 2 ? [v.bytes] : []));
}
