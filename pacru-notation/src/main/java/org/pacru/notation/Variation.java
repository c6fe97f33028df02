package org.pacru.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.lists.NonNullLists;

/**
 * A line of play in a game tree (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>):
 * the plies in order, each with the variations that replace it, and an annotation of the
 * position where the line starts (a comment and shapes before its first action; no glyph).
 *
 * <p>Immutable value.
 *
 * @param before the comment and shapes before the first action
 * @param plies the plies, in order
 */
public record Variation(Annotation before, List<Ply> plies) {

    /**
     * Checks and copies the parts.
     *
     * @param before the annotation before the first action
     * @param plies the plies
     * @throws IllegalArgumentException if {@code before} has a glyph (a glyph follows an action)
     */
    public Variation {
        Objects.requireNonNull(before, "before");
        plies = NonNullLists.copyOf(plies, "plies");
        if (!before.glyphs().isEmpty()) {
            throw new IllegalArgumentException("§4: a glyph follows an action, not the start of a line");
        }
    }

    /**
     * A line of actions without annotations or variations.
     *
     * @param actions the actions
     * @return the line
     */
    public static Variation of(List<Action> actions) {
        List<Ply> plies = new ArrayList<>();
        for (Action a : NonNullLists.copyOf(actions, "actions")) {
            plies.add(Ply.of(a));
        }
        return new Variation(Annotation.NONE, plies);
    }

    /**
     * The actions of this line, without its variations.
     *
     * @return the actions, in order
     */
    public List<Action> actions() {
        List<Action> actions = new ArrayList<>(plies.size());
        for (Ply p : plies) {
            actions.add(p.action());
        }
        return List.copyOf(actions);
    }

    /** Whether this line or any variation in it has an annotation or a variation. */
    boolean isPlain() {
        if (!before.isEmpty()) {
            return false;
        }
        for (Ply p : plies) {
            if (!p.annotation().isEmpty() || !p.variations().isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The deepest nesting of variations in this line: 0 without variations. */
    int depth() {
        int depth = 0;
        for (Ply p : plies) {
            for (Variation v : p.variations()) {
                depth = Math.max(depth, 1 + v.depth());
            }
        }
        return depth;
    }
}
