package org.pacru.action;

import java.io.Serializable;

import java.util.Objects;
import org.pacru.board.Field;

/**
 * A choice a move names (R9.2): a field (the R4.4 border-crossing field or the R6.2 bonus field) or
 * the connection of R4.5, written {@code *}.
 *
 * <p>Immutable values.
 *
 * <pre>{@code
 * Choice c = Choice.of(Field.D9);     // prints "d9"
 * Choice star = Choice.connection();  // prints "*"
 * }</pre>
 */
public sealed interface Choice extends Serializable permits Choice.FieldChoice, Choice.Connection {

    /**
     * A choice naming a field.
     *
     * @param field the field
     * @return the choice
     */
    static Choice of(Field field) {
        return new FieldChoice(field);
    }

    /**
     * The connection choice of R4.5 ({@code *}).
     *
     * @return the connection choice
     */
    static Choice connection() {
        return Connection.INSTANCE;
    }

    /**
     * A field named as a choice: the R4.4 field or the R6.2 bonus field.
     *
     * @param field the field
     */
    record FieldChoice(Field field) implements Choice {
        /**
         * Checks the field is not null.
         *
         * @param field the field
         */
        public FieldChoice {
            Objects.requireNonNull(field, "field");
        }

        @Override
        public String toString() {
            return field.toString();
        }
    }

    /** The connection of R4.5, chosen instead of a border-crossing field; printed {@code *}. */
    enum Connection implements Choice {
        /** The only instance. */
        INSTANCE;

        @Override
        public String toString() {
            return "*";
        }
    }
}
