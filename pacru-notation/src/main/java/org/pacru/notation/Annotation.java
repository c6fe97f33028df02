package org.pacru.notation;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.pacru.lists.NonNullLists;

/**
 * What a game record says about one ply, or about the position where a line starts
 * (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>): a comment, move glyphs and
 * the shapes drawn on the board.
 *
 * <p>The comment is kept without blanks at its ends; it may contain line breaks ({@code \n}) but
 * no other control characters. Glyphs and shapes are kept in order, none twice (two shapes on the
 * same fields are the same shape, whatever their colours).
 *
 * <p>Immutable value.
 *
 * <pre>{@code
 * Annotation a = new Annotation(" a fine move ", List.of(Glyph.GOOD),
 *         List.of(Shape.arrow(Shape.Color.GREEN, Field.E1, Field.E5)));
 * a.comment();   // "a fine move"
 * }</pre>
 *
 * @param comment the comment, empty for none
 * @param glyphs the move glyphs, in order
 * @param shapes the drawn shapes, in order
 */
public record Annotation(String comment, List<Glyph> glyphs, List<Shape> shapes) {

    /** No comment, glyph or shape. */
    public static final Annotation NONE = new Annotation("", List.of(), List.of());

    /**
     * Checks and copies the parts; strips blanks from the comment's ends.
     *
     * @param comment the comment, empty for none
     * @param glyphs the move glyphs
     * @param shapes the drawn shapes
     * @throws IllegalArgumentException if the comment has a control character other than a line
     *                                  break, or a glyph or shape is given twice
     */
    public Annotation {
        comment = Objects.requireNonNull(comment, "comment").strip();
        glyphs = NonNullLists.copyOf(glyphs, "glyphs");
        shapes = NonNullLists.copyOf(shapes, "shapes");
        for (int i = 0; i < comment.length(); i++) {
            char c = comment.charAt(i);
            if (c != '\n' && Character.isISOControl(c)) {
                throw new IllegalArgumentException("§4: a comment contains no control character but line breaks, "
                        + "found " + Cursor.describe(c) + " at " + i);
            }
        }
        if (new HashSet<>(glyphs).size() != glyphs.size()) {
            throw new IllegalArgumentException("§4: a glyph is given at most once: " + glyphs);
        }
        Set<String> drawn = new HashSet<>();
        for (Shape s : shapes) {
            if (!drawn.add(s.from() + "" + s.to())) {
                throw new IllegalArgumentException("§4: a shape is drawn at most once on the same fields: " + shapes);
            }
        }
    }

    /**
     * A comment alone.
     *
     * @param comment the comment
     * @return an annotation with the comment and no glyph or shape
     */
    public static Annotation comment(String comment) {
        return new Annotation(comment, List.of(), List.of());
    }

    /**
     * Whether there is nothing: no comment, glyph or shape.
     *
     * @return whether this is {@link #NONE}
     */
    public boolean isEmpty() {
        return comment.isEmpty() && glyphs.isEmpty() && shapes.isEmpty();
    }
}
