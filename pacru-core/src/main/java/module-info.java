/**
 * The Pacru rules engine (<a href="{@docRoot}/org.pacru.api/org/pacru/rules/doc-files/rules.html">RULES.md</a>
 * R1–R10, in pacru-api's documentation): legal actions, validation with the rule each illegal
 * action breaks, applying actions with their events, eliminations and victory, for 2 to 4 players
 * and every ruleset of R10. The exported packages are {@code org.pacru.core}, whose entry point
 * is {@link org.pacru.core.PacruRules}, and {@code org.pacru.core.bot}, the computer players.
 */
module org.pacru.core {
    requires transitive org.pacru.api;
    exports org.pacru.core;
    exports org.pacru.core.bot;
}
