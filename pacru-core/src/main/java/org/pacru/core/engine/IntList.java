package org.pacru.core.engine;

import java.util.Arrays;

/**
 * A growable list of {@code int}s, for encoded moves ({@link MoveCode}) without boxing. Not
 * thread-safe; reuse one per thread with {@link #clear()}.
 *
 * <pre>{@code
 * IntList moves = new IntList();
 * engine.legalMoves(position, moves);
 * for (int i = 0; i < moves.size(); i++) {
 *     position = engine.play(position, moves.get(i));
 * }
 * }</pre>
 */
public final class IntList {
    private int[] data;
    private int size;

    /** An empty list with room for 256 values. */
    public IntList() {
        this(256);
    }

    /**
     * An empty list with room for the given number of values before it grows.
     *
     * @param capacity the initial capacity, at least 1
     */
    public IntList(int capacity) {
        data = new int[Math.max(1, capacity)];
    }

    /**
     * Appends a value.
     *
     * @param v the value
     */
    public void add(int v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, size * 2);
        }
        data[size++] = v;
    }

    /**
     * The value at an index.
     *
     * @param i 0 to {@code size() - 1}
     * @return the value
     */
    public int get(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException("index " + i + " of " + size);
        }
        return data[i];
    }

    /**
     * The number of values.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    /** Removes all values. */
    public void clear() {
        size = 0;
    }
}
