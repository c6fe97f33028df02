/**
 * Text forms of Pacru (<a href="org/pacru/notation/doc-files/notation.html">NOTATION.md</a>, the
 * notation standard, part of this documentation): moves and rotations, position strings and game records,
 * each with a lenient parser and a canonical printer. Depends only on {@code org.pacru.api};
 * legality is judged through the {@code org.pacru.rules.Rules} interface the caller hands in.
 */
module org.pacru.notation {
    requires transitive org.pacru.api;
    exports org.pacru.notation;
}
