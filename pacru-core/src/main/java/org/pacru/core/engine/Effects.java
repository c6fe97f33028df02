package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.RAY;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import java.util.List;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Event;

/**
 * Applying a legal action to the board, unchecked (the caller guarantees legality): the move
 * itself (R3.5), the capture (R5.3), the chosen R4 effect (R4.4–R4.6), the meeting bonus (R6.2),
 * a rotation (R7.1). Events are appended when a list is given; the turn passes in {@link Turns}.
 */
final class Effects {
    private Effects() {
    }

    /**
     * Applies a legal move of p (a {@link MoveCode}): R3.5, R5.3, R4.4/R4.5 per its R4 choice, R6.2
     * per its bonus. Appends events unless {@code ev} is null.
     */
    static void applyMove(Board b, RuleOptions o, int p, int code, List<Event> ev) {
        int from = MoveCode.from(code);
        int to = MoveCode.to(code);
        boolean capture = MoveCode.capture(code);
        int r4 = MoveCode.r4(code);
        int dir = DIR[from * FIELDS + to];
        Player mover = null;
        int meetingPartner = -1;
        if (ev != null) {
            mover = Player.ofNumber(p + 1);
            meetingPartner = meetingPartner(b, o, p, code, dir);
            ev.add(new Event.Moved(mover, Field.ofIndex(from), Field.ofIndex(to), ChevronCode.direction(dir)));
        }
        moveChevron(b, p, from, to, dir, capture, mover, ev);
        if (capture) {
            mark(b, p, to, Event.Cause.CAPTURE, ev);
        }
        if (r4 == MoveCode.CONNECTION && ev == null) {
            // R4.5 without events: every field between becomes p's at once
            b.setMarkers(p, Marking.connectionLo(from, to), Marking.connectionHi(from, to));
        } else if (r4 == MoveCode.CONNECTION) {
            int[] ray = RAY[from * 8 + dir];
            int dist = DIST[from * FIELDS + to];
            for (int i = 0; i < dist - 1; i++) {
                mark(b, p, ray[i], Event.Cause.CONNECTION, ev);
            }
        } else if (r4 != 0) {
            mark(b, p, r4 - 1, Event.Cause.BORDER_CROSSING, ev);
        }
        if (meetingPartner >= 0) {
            ev.add(new Event.Meeting(mover, Field.ofIndex(to), Field.ofIndex(meetingPartner)));
        }
        int bonus = MoveCode.bonus(code);
        if (bonus != 0) {
            mark(b, p, bonus - 1, Event.Cause.MEETING_BONUS, ev);
        }
    }

    /** R6.1 for the Meeting event: the partner's field if the move makes a meeting, else -1 (judged before the move). */
    private static int meetingPartner(Board b, RuleOptions o, int p, int code, int dir) {
        int from = MoveCode.from(code);
        int to = MoveCode.to(code);
        boolean capture = MoveCode.capture(code);
        int r4 = MoveCode.r4(code);
        long afterLo = b.m[2 * p] | (capture ? loBit(to) : 0);
        long afterHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        if (r4 == MoveCode.CONNECTION) {
            afterLo |= Marking.connectionLo(from, to);
            afterHi |= Marking.connectionHi(from, to);
        } else if (r4 != 0) {
            afterLo |= loBit(r4 - 1);
            afterHi |= hiBit(r4 - 1);
        }
        int pf = Meeting.partner(b, p, to, dir);
        return Meeting.meets(b, o, p, to, capture, pf, afterLo, afterHi) ? pf : -1;
    }

    /** R3.5, R5.3: the chevron leaves {@code from} and lands on {@code to} facing {@code dir}, removing a captured one. */
    private static void moveChevron(Board b, int p, int from, int to, int dir, boolean capture, Player mover,
                                    List<Event> ev) {
        short[] own = capture ? null : b.writableChevrons();
        if (own != null) {
            moveInPlace(own, b.chevronIndex(from), to, ChevronCode.of(to, p, dir));
            b.moveOccupancy(from, to);
            return;
        }
        short[] old = b.chev;
        short[] c = b.newChevrons(capture ? old.length - 1 : old.length, old);
        short moved = ChevronCode.of(to, p, dir);
        int k = 0;
        boolean placed = false;
        for (short s : old) {
            int f = ChevronCode.field(s);
            if (f == from) {
                continue;
            }
            if (f == to) {
                if (ev != null) {
                    ev.add(new Event.Captured(mover, Field.ofIndex(to), ChevronCode.toChevron(s)));
                }
                continue;
            }
            if (!placed && f > to) {
                c[k++] = moved;
                placed = true;
            }
            c[k++] = s;
        }
        if (!placed) {
            c[k] = moved;
        }
        b.replaceChevrons(c);
        b.moveOccupancy(from, to);
    }

    /**
     * R3.5 in a chevron array the board owns (no capture): the chevron at index {@code j} becomes
     * {@code moved} (on {@code to}), and the chevrons between the two fields shift by one place so
     * that the array stays sorted by field.
     */
    private static void moveInPlace(short[] c, int j, int to, short moved) {
        if (to > ChevronCode.field(c[j])) {
            for (; j + 1 < c.length && ChevronCode.field(c[j + 1]) < to; j++) {
                c[j] = c[j + 1];
            }
        } else {
            for (; j > 0 && ChevronCode.field(c[j - 1]) > to; j--) {
                c[j] = c[j - 1];
            }
        }
        c[j] = moved;
    }

    /** R4.4, R4.6, R5.3, R6.2: field f becomes p's (claimed if neutral, converted if opposing). */
    private static void mark(Board b, int p, int f, Event.Cause cause, List<Event> ev) {
        int q = b.markerAt(f);
        if (q == p) {
            return;
        }
        if (ev != null) {
            Player mover = Player.ofNumber(p + 1);
            ev.add(q < 0 ? new Event.MarkerClaimed(Field.ofIndex(f), mover, cause)
                    : new Event.MarkerConverted(Field.ofIndex(f), Player.ofNumber(q + 1), mover, cause));
        }
        b.setMarkers(p, loBit(f), hiBit(f));
    }

    /** R7.1: applies a legal rotation of p by {@code steps}, relinquishing the fields of the mask. */
    static void applyRotation(Board b, int p, int field, int steps, long relLo, long relHi, List<Event> ev) {
        if (ev != null) {
            Player mover = Player.ofNumber(p + 1);
            for (long x = relLo; x != 0; x &= x - 1) {
                ev.add(new Event.MarkerRelinquished(Field.ofIndex(Long.numberOfTrailingZeros(x)), mover));
            }
            for (long x = relHi; x != 0; x &= x - 1) {
                ev.add(new Event.MarkerRelinquished(Field.ofIndex(Tables.hiField(Long.numberOfTrailingZeros(x))), mover));
            }
        }
        b.clearMarkers(p, relLo, relHi);
        short[] c = b.writableChevrons();
        if (c == null) {
            c = b.newChevrons(b.chev.length, b.chev);
            System.arraycopy(b.chev, 0, c, 0, c.length);
        }
        int i = b.chevronIndex(field);
        int facing = ChevronCode.facing(c[i]);
        int turned = (facing + steps) & 7;
        c[i] = ChevronCode.withFacing(c[i], turned);
        if (ev != null) {
            ev.add(new Event.Rotated(Player.ofNumber(p + 1), Field.ofIndex(field), ChevronCode.direction(facing),
                    ChevronCode.direction(turned)));
        }
        if (c != b.chev) {
            b.replaceChevrons(c);
        }
    }
}
