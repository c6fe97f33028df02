package org.pacru.action;

import java.io.Serializable;

/**
 * One turn's action (R2.1): a {@link Move} or a {@link Rotation}. Passing is not an action.
 *
 * <p>An action holds exactly what R9 says it must name; it is plain data, checked for shape only.
 * Whether it is legal in a position is for {@code Rules.check} to say. Actions are immutable
 * values with content-based equality, so a parsed action equals the generated one.
 *
 * <pre>{@code
 * Action a = Move.of(Field.E1, Field.E4);
 * boolean isMove = a instanceof Move;   // true
 * }</pre>
 *
 * <p>Actions are serializable (records: their constructors check what is read back), so that an
 * {@link org.pacru.rules.IllegalActionException} keeps its action when serialized.
 */
public sealed interface Action extends Serializable permits Move, Rotation {
}
