package org.pacru.bench;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * A thread's place in the position set of {@link BenchSet}: each benchmark call takes the next
 * position, wrapping around, so a score is calls per second averaged over the set. The benchmarks'
 * thread states extend it with their reusable scratch objects.
 */
@State(Scope.Thread)
public class SetCursor {
    int i;

    /**
     * Moves to the next position.
     *
     * @param n the size of the set
     * @return the index of the position to use
     */
    int next(int n) {
        int k = i + 1;
        if (k == n) {
            k = 0;
        }
        i = k;
        return k;
    }
}
