package org.pacru.core.engine;

/**
 * A mutable set of fields as two bit masks ({@code lo}: fields 0–63, {@code hi}: fields 64–80 as
 * bits 0–16; see {@link Tables}): the holder a rule method fills with its answer, such as the
 * fields a border crossing may mark (R4.4) or the meeting bonus may take (R6.2). The caller owns
 * it and reads it right after the call that filled it.
 */
final class FieldSet {
    long lo;
    long hi;

    /** Sets the fields. */
    FieldSet set(long lo, long hi) {
        this.lo = lo;
        this.hi = hi;
        return this;
    }

    boolean isEmpty() {
        return (lo | hi) == 0;
    }

    boolean contains(int field) {
        return Tables.has(lo, hi, field);
    }

    int size() {
        return Tables.count(lo, hi);
    }
}
