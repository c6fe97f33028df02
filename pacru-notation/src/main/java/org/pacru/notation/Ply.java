package org.pacru.notation;

import java.util.List;
import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.lists.NonNullLists;

/**
 * One action of a line in a game tree (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>),
 * with its annotation and the variations that replace it: each variation is played from the
 * position before this action instead of it, as in PGN.
 *
 * <p>Immutable value. A variation here has at least one ply.
 *
 * @param action the action
 * @param annotation its comment, glyphs and shapes
 * @param variations the alternatives to this action, in order
 */
public record Ply(Action action, Annotation annotation, List<Variation> variations) {

    /**
     * Checks and copies the parts.
     *
     * @param action the action
     * @param annotation its annotation
     * @param variations the alternatives to the action
     * @throws IllegalArgumentException if a variation has no ply
     */
    public Ply {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(annotation, "annotation");
        variations = NonNullLists.copyOf(variations, "variations");
        for (Variation v : variations) {
            if (v.plies().isEmpty()) {
                throw new IllegalArgumentException("§4: a variation has at least one action");
            }
        }
    }

    /**
     * A ply with no annotation and no variation.
     *
     * @param action the action
     * @return the ply
     */
    public static Ply of(Action action) {
        return new Ply(action, Annotation.NONE, List.of());
    }
}
