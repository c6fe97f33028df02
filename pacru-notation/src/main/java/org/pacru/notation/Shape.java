package org.pacru.notation;

import java.util.Objects;
import org.pacru.board.Field;

/**
 * A shape drawn on the board and kept in a game record's comment
 * (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>), as Lichess keeps them in PGN:
 * a circle on a field ({@code [%csl Re4]}) or an arrow from one field to another
 * ({@code [%cal Ge1e5]}), in one of four colours.
 *
 * <p>Immutable value. An arrow from a field to itself is that field's circle.
 *
 * <pre>{@code
 * Shape.arrow(Shape.Color.GREEN, Field.E1, Field.E5).toString();   // "Ge1e5"
 * Shape.circle(Shape.Color.RED, Field.E4).isCircle();              // true
 * }</pre>
 *
 * @param color the colour
 * @param from the circled field, or the arrow's tail
 * @param to the circled field again, or the arrow's head
 */
public record Shape(Color color, Field from, Field to) {

    /** The four colours of the board's brushes, each written as its letter. */
    public enum Color {
        /** {@code G}. */
        GREEN('G'),
        /** {@code R}. */
        RED('R'),
        /** {@code Y}. */
        YELLOW('Y'),
        /** {@code B}. */
        BLUE('B');

        private final char letter;

        Color(char letter) {
            this.letter = letter;
        }

        /**
         * The colour's letter.
         *
         * @return {@code G}, {@code R}, {@code Y} or {@code B}
         */
        public char letter() {
            return letter;
        }

        /** The colour of a letter (any case), or null. */
        static Color ofLetter(char c) {
            for (Color color : values()) {
                if (color.letter == Character.toUpperCase(c)) {
                    return color;
                }
            }
            return null;
        }
    }

    /**
     * Checks the parts.
     *
     * @param color the colour
     * @param from the circled field, or the arrow's tail
     * @param to the circled field again, or the arrow's head
     */
    public Shape {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /**
     * A circle.
     *
     * @param color the colour
     * @param field the field
     * @return the circle on the field
     */
    public static Shape circle(Color color, Field field) {
        Objects.requireNonNull(field, "field");
        return new Shape(color, field, field);
    }

    /**
     * An arrow (a circle if the two fields are the same).
     *
     * @param color the colour
     * @param from the tail
     * @param to the head
     * @return the arrow
     */
    public static Shape arrow(Color color, Field from, Field to) {
        return new Shape(color, from, to);
    }

    /**
     * Whether this is a circle.
     *
     * @return whether {@code from} is {@code to}
     */
    public boolean isCircle() {
        return from == to;
    }

    /**
     * The shape as Lichess writes it inside {@code [%csl …]} or {@code [%cal …]}.
     *
     * @return such as {@code "Re4"} or {@code "Ge1e5"}
     */
    @Override
    public String toString() {
        return isCircle() ? color.letter + from.toString() : color.letter + from.toString() + to;
    }
}
