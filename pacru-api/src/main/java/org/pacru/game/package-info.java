/**
 * Playing a game, and building an action click by click.
 *
 * <ul>
 *   <li>{@link org.pacru.game.Game}: a start position, the rules and the history of the actions
 *       played, with undo and the ply count (R8.4); immutable, every query constant-time.</li>
 *   <li>{@link org.pacru.game.ActionBuilder}: for a user interface that builds an action step by
 *       step. After every step it says whether the steps can still become a legal action
 *       ({@code isViable}), whether they are one ({@code isComplete}, {@code action}) and which
 *       steps may follow ({@code nextSteps}), all derived from the {@link org.pacru.rules.Rules}
 *       it is given.</li>
 *   <li>{@link org.pacru.game.Step}: one click. Each step says what it supplies
 *       ({@link org.pacru.game.StepKind}: chevron R2.1, destination R3.1, crossing field R4.4,
 *       connection R4.3, bonus field R6.2, turn R7.2, relinquished marker R7.1), the field it
 *       names and the rule behind it, so a user interface needs no type tests.</li>
 *   <li>{@link org.pacru.game.PartialAction}: the steps taken so far, in the shape of an action
 *       (legal or not), printed as action notation.</li>
 * </ul>
 *
 * <pre>{@code
 * ActionBuilder b = ActionBuilder.start(rules, Position.initial(2));
 * b = b.then(new Step.Select(Field.A3)).then(new Step.Destination(Field.B4, false));
 * Step next = b.nextSteps().get(0);     // a4: kind CROSSING_FIELD, rule R4.4
 * b.then(next).action();                // Optional[a3-b4(a4)]
 * }</pre>
 *
 * <p>Null policy: no method takes or returns null; a missing value is an {@code Optional}. A null
 * argument throws {@code NullPointerException} naming the parameter.
 */
package org.pacru.game;
