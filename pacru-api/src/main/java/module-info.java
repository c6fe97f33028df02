/**
 * The public vocabulary of Pacru: fields, directions, players, borderlands, chevrons and immutable
 * positions ({@code org.pacru.board}); typed actions ({@code org.pacru.action}); rulesets, the
 * {@code Rules} interface, events and outcomes ({@code org.pacru.rules}); and games with history
 * ({@code org.pacru.game}). No dependencies beyond {@code java.base}.
 *
 * <p>The rule IDs ({@code R3.2}) cited throughout refer to the rulebook, which is part of this
 * documentation: <a href="org/pacru/rules/doc-files/rules.html">The rules of Pacru</a>, each rule
 * anchored by its ID.
 */
module org.pacru.api {
    exports org.pacru.board;
    exports org.pacru.action;
    exports org.pacru.rules;
    exports org.pacru.game;
    exports org.pacru.internal to org.pacru.core;
    exports org.pacru.messages to org.pacru.core, org.pacru.notation;
    exports org.pacru.lists to org.pacru.core, org.pacru.notation;
}
