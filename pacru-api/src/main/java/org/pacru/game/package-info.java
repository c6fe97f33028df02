/**
 * A game with its history: {@link org.pacru.game.Game}.
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}.
 */
package org.pacru.game;
