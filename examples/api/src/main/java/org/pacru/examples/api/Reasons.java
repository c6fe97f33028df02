package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Event;
import org.pacru.rules.Language;
import org.pacru.rules.Transition;

/**
 * Why a suggested action is worth playing, for a learner following the search's hints (issue 46,
 * finding 5: most top suggestions were rotations giving up markers "with no reason a learner could
 * follow"). For one action of the position, from the engine's public rulings only: what it gains
 * now (the markers its events claim and convert, by cause: crossing R4.4, connection R4.5, capture
 * R5.3, meeting bonus R6.2), what it captures, which of the mover's chevrons it saves from a capture
 * or leaves to one (attacked twice by an opponent, R5.2, before and after), what capture it sets up,
 * what a rotation gives up (R7.1) and what it opens: the best gain of the turned chevron's moves
 * if the mover were to move again, against its best gain now.
 *
 * <p>Computed only for the few actions an answer reports, after the search: each applies the
 * action once and lists the base moves of the players concerned a few times; a rotation also
 * applies the turned chevron's moves, before and after. Nothing here runs inside the search.
 */
final class Reasons {
    private Reasons() {
    }

    /**
     * The facts behind one action, as data (docs/API.md, {@code analyse}). A plain class, not a
     * record: the package's JavaScript build would carry a record's generated methods, unused here.
     */
    static final class Facts {
        /** The markers the action gives the mover now: claimed and converted, a captured field's included; a rotation's are not subtracted. */
        final int gains;
        /** The fields of the enemy chevrons it captures (R5.3). */
        final List<Field> captures;
        /** The mover's chevrons an opponent could capture before the action (R5.2). */
        final List<Field> threatsBefore;
        /** The same after it (none once the game is over). */
        final List<Field> threatsAfter;
        /** The fields a rotation gives up (R7.1). */
        final List<Field> relinquished;
        /** The enemy chevrons the mover could capture after the action but not before. */
        final List<Field> setsUp;

        Facts(int gains, List<Field> captures, List<Field> threatsBefore, List<Field> threatsAfter,
              List<Field> relinquished, List<Field> setsUp) {
            this.gains = gains;
            this.captures = captures;
            this.threatsBefore = threatsBefore;
            this.threatsAfter = threatsAfter;
            this.relinquished = relinquished;
            this.setsUp = setsUp;
        }

        /** The JSON form: gains, captures, threat counts and relinquished fields (contract C3). */
        Map<String, Object> json() {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("gains", (long) gains);
            o.put("captures", Views.strings(captures));
            o.put("threatsBefore", (long) threatsBefore.size());
            o.put("threatsAfter", (long) threatsAfter.size());
            o.put("relinquished", Views.strings(relinquished));
            return o;
        }
    }

    /**
     * The facts and the sentence of one legal action of a position whose game goes on: the
     * {@code why} and {@code facts} of an {@code analyse} entry.
     */
    static void put(PacruRules rules, Position p, Action action, Language lang, Map<String, Object> entry) {
        Transition t = rules.apply(p, action);
        Facts facts = facts(rules, t);
        entry.put("why", why(rules, t, facts, lang));
        entry.put("facts", facts.json());
    }

    /** The facts of an action, from its transition. */
    static Facts facts(PacruRules rules, Transition t) {
        Position p = t.before();
        Player mover = p.toMove();
        int gains = 0;
        List<Field> captures = new ArrayList<>();
        List<Field> relinquished = new ArrayList<>();
        for (Event e : t.events()) {
            if (e instanceof Event.Captured c) {
                captures.add(c.field());
            } else if (e instanceof Event.MarkerRelinquished r) {
                relinquished.add(r.field());
            } else if (gainsFor(e, mover)) {
                gains++;
            }
        }
        List<Field> threatsAfter = new ArrayList<>();
        List<Field> setsUp = new ArrayList<>();
        if (t.outcome().isEmpty()) {
            threatsAfter = threatened(rules, t.after(), mover);
            setsUp = minus(targets(rules, asMover(t.after(), mover)), targets(rules, p));
        }
        return new Facts(gains, captures, threatened(rules, p, mover), threatsAfter, relinquished, setsUp);
    }

    /** Whether an event puts a marker of the mover's: claimed or converted. */
    private static boolean gainsFor(Event e, Player mover) {
        return e instanceof Event.MarkerClaimed c && c.player() == mover
                || e instanceof Event.MarkerConverted v && v.to() == mover;
    }

    /**
     * The sentence that says why, in the reader's language, from the mover's side ("your chevron"):
     * the gains by cause, the capture, the threats prevented, left and made, the capture set up, and
     * for a rotation what it gives up and opens.
     */
    static String why(PacruRules rules, Transition t, Facts facts, Language lang) {
        Position p = t.before();
        List<String> clauses = new ArrayList<>();
        if (t.action() instanceof Rotation r) {
            Chevron c = p.chevronAt(r.field()).orElseThrow();
            clauses.add(Texts.whyRotation(lang, r.field(), c.facing().wording().text(lang),
                    r.turn(c.facing()).wording().text(lang), fieldList(lang, facts.relinquished)));
            if (t.outcome().isEmpty()) {
                clauses.add(opens(rules, p, t.after(), r.field(), lang));
            }
        } else {
            gainClauses(t, p.toMove(), lang, clauses);
            if (clauses.isEmpty()) {
                clauses.add(Texts.whyNothing(lang));
            }
        }
        // A chevron threatened before is followed to where it stands after (the moved one moves);
        // one saved is named where it stood, one still threatened where it stands.
        List<Field> saved = new ArrayList<>();
        List<Field> still = new ArrayList<>();
        for (Field f : facts.threatsBefore) {
            Field now = t.action() instanceof Move m && m.from() == f ? m.to() : f;
            if (facts.threatsAfter.contains(now)) {
                still.add(now);
            } else {
                saved.add(f);
            }
        }
        List<Field> exposed = minus(facts.threatsAfter, still);
        if (!saved.isEmpty()) {
            clauses.add(Texts.whyPrevents(lang, saved.size(), fieldList(lang, saved)));
        }
        if (!still.isEmpty()) {
            clauses.add(Texts.whyRemains(lang, still.size(), fieldList(lang, still)));
        }
        if (!exposed.isEmpty()) {
            clauses.add(Texts.whyExposes(lang, exposed.size(), fieldList(lang, exposed)));
        }
        if (!facts.setsUp.isEmpty()) {
            clauses.add(Texts.whySetsUp(lang, facts.setsUp.size(), fieldList(lang, facts.setsUp)));
        }
        String why = clauses.get(0);
        for (int i = 1; i < clauses.size(); i++) {
            why = Texts.whyJoin(lang, why, clauses.get(i));
        }
        return why;
    }

    /** The causes of a move's markers told by cause, in the order of R4 then R6 (a capture's is told with the capture). */
    private static final Event.Cause[] CAUSES = {Event.Cause.BORDER_CROSSING, Event.Cause.CONNECTION, Event.Cause.MEETING_BONUS};

    /** The move's gains: a capture first, with its field, then the markers claimed and converted by cause. */
    private static void gainClauses(Transition t, Player mover, Language lang, List<String> clauses) {
        Field partner = null;
        for (Event e : t.events()) {
            if (e instanceof Event.Captured c) {
                clauses.add(Texts.whyCapture(lang, c.captured().owner(), c.field()));
            } else if (e instanceof Event.Meeting m) {
                partner = m.partner();
            }
        }
        for (Event.Cause cause : CAUSES) {
            List<Field> won = new ArrayList<>();
            List<Field> turned = new ArrayList<>();
            for (Event e : t.events()) {
                if (e instanceof Event.MarkerClaimed c && c.player() == mover && c.cause() == cause) {
                    won.add(c.field());
                } else if (e instanceof Event.MarkerConverted v && v.to() == mover && v.cause() == cause) {
                    turned.add(v.field());
                }
            }
            if (won.isEmpty() && turned.isEmpty()) {
                continue;
            }
            String why = cause == Event.Cause.CONNECTION ? Texts.whyCauseConnection(lang)
                    : cause == Event.Cause.MEETING_BONUS ? Texts.whyCauseMeeting(lang, partner)
                    : Texts.whyCauseCrossing(lang, Borderland.of(won.isEmpty() ? turned.get(0) : won.get(0)));
            if (turned.isEmpty()) {
                clauses.add(Texts.whyClaims(lang, fieldList(lang, won), why));
            } else if (won.isEmpty()) {
                clauses.add(Texts.whyConverts(lang, fieldList(lang, turned), why));
            } else {
                clauses.add(Texts.whyClaimsConverts(lang, fieldList(lang, won), fieldList(lang, turned), why));
            }
        }
    }

    /**
     * What a rotation opens: the best gain of the turned chevron's moves if its owner moved again
     * in the position after it, against the best gain of its moves now.
     */
    private static String opens(PacruRules rules, Position before, Position after, Field field, Language lang) {
        Position again = asMover(after, before.toMove());
        Move best = bestMove(rules, again, field);
        int now = gain(rules, before, bestMove(rules, before, field));
        int next = gain(rules, again, best);
        return next > now ? Texts.whyOpens(lang, next, best, now) : Texts.whyOpensNothing(lang, now);
    }

    /** The first of one chevron's legal moves with the best gain, or null if it has none. */
    private static Move bestMove(PacruRules rules, Position p, Field field) {
        Move best = null;
        int most = -1;
        for (Move base : rules.baseMoves(p)) {
            if (base.from() != field) {
                continue;
            }
            for (Move m : rules.completions(p, base)) {
                int gain = gain(rules, p, m);
                if (gain > most) {
                    best = m;
                    most = gain;
                }
            }
        }
        return best;
    }

    /** The markers a move gives its mover (0 for no move). */
    private static int gain(PacruRules rules, Position p, Move m) {
        int gain = 0;
        if (m != null) {
            for (Event e : rules.apply(p, m).events()) {
                if (gainsFor(e, p.toMove())) {
                    gain++;
                }
            }
        }
        return gain;
    }

    /** The mover's chevrons that some opponent still in could capture if it were that opponent's turn (R5.2). */
    private static List<Field> threatened(PacruRules rules, Position p, Player mover) {
        List<Field> out = new ArrayList<>();
        for (Player q : p.playersIn()) {
            if (q == mover) {
                continue;
            }
            Position asQ = asMover(p, q);
            for (Field f : targets(rules, asQ)) {
                if (!out.contains(f) && asQ.chevronAt(f).orElseThrow().owner() == mover) {
                    out.add(f);
                }
            }
        }
        out.sort(null);
        return out;
    }

    /** The fields of the chevrons the player to move could capture (R5.2: each attacked twice). */
    private static List<Field> targets(PacruRules rules, Position p) {
        List<Field> out = new ArrayList<>();
        for (Move m : rules.baseMoves(p)) {
            if (m.capture() && !out.contains(m.to())) {
                out.add(m.to());
            }
        }
        out.sort(null);
        return out;
    }

    /** The position with another side to move, everything else kept. */
    private static Position asMover(Position p, Player player) {
        return p.toMove() == player ? p : p.toBuilder().toMove(player).build();
    }

    private static List<Field> minus(List<Field> a, List<Field> b) {
        List<Field> out = new ArrayList<>();
        for (Field f : a) {
            if (!b.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }

    /** Fields in the reader's words: "e5", "e5 and f4", "e5, f4 and g4". */
    static String fieldList(Language lang, List<Field> fields) {
        if (fields.isEmpty()) {
            return "";
        }
        String out = fields.get(fields.size() - 1).toString();
        if (fields.size() == 1) {
            return out;
        }
        out = Texts.whyLastOfList(lang, fields.get(fields.size() - 2), out);
        for (int i = fields.size() - 3; i >= 0; i--) {
            out = Texts.whyList(lang, fields.get(i), out);
        }
        return out;
    }
}
