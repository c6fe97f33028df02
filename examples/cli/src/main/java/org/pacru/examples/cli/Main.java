package org.pacru.examples.cli;

import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.rules.Language;

/**
 * The {@code pacru} command-line tool: {@code java -jar examples/cli/target/pacru.jar <command> …}.
 *
 * <p>Commands: {@code demo}, {@code show}, {@code explain}, {@code legal}, {@code play},
 * {@code replay}, {@code perft}, {@code selfplay}, {@code match}, {@code analyse}, {@code serve};
 * {@code --help} on every one. {@code --lang en|es|ja}, anywhere on the command line, chooses the
 * language of the rulings (violations, explanations, events) and of the tool's own texts (labels,
 * status lines, help, usage errors: {@link Texts}); without it, the terminal's language chooses:
 * the first of {@code LC_ALL}, {@code LC_MESSAGES} and {@code LANG} that is set
 * ({@link EnvironmentLocale}), and a language pacru does not write reads English. Exit status 0 on
 * success, 1 for an illegal action or malformed input, 2 for a usage error. No command prints a
 * stack trace: an unexpected failure of any command gets one line on standard error naming the
 * command, its input and the cause in words ({@link Failure}: never the name of a Java class), and
 * exit status 1.
 *
 * <p>{@link #run} is the whole tool as a method, for tests and embedding; {@link #main} wraps it
 * with {@code System.exit}.
 *
 * <pre>{@code
 * int status = Main.run(new String[] {"perft", "2"}, System.in, System.out, System.err);
 * }</pre>
 */
public final class Main {
    /** Exit status: success. */
    public static final int OK = 0;
    /** Exit status: an illegal action or malformed input. */
    public static final int BAD_INPUT = 1;
    /** Exit status: the command line does not fit the usage. */
    public static final int USAGE = 2;

    private Main() {
    }

    /**
     * The commands, by name, in the order the help lists them.
     *
     * @return the commands
     */
    static Map<String, Command> commands() {
        Map<String, Command> map = new LinkedHashMap<>();
        for (Command c : List.of(new DemoCommand(), new ShowCommand(), new ExplainCommand(), new LegalCommand(),
                new PlayCommand(), new ReplayCommand(), new PerftCommand(), new SelfplayCommand(), new ServeCommand(),
                new MatchCommand(), new AnalyseCommand())) {
            map.put(c.name(), c);
        }
        return map;
    }

    /**
     * Runs the tool and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        // A worker thread's failure (an MCTS thread out of memory, say) reaches the command, which
        // reports it in one line: the JVM's own report of it would be extra lines, or fail itself.
        // The handler is called once here, with an error it ignores, so that its first real call
        // links nothing: on a full heap, that linking would itself fail, and the JVM would print
        // "OutOfMemoryError thrown from the UncaughtExceptionHandler" after the command's line.
        Thread.UncaughtExceptionHandler handler = new QuietHandler();
        handler.uncaughtException(Thread.currentThread(), new InternalError());
        Thread.setDefaultUncaughtExceptionHandler(handler);
        System.exit(run(args, System.in, System.out, System.err));
    }

    /** Reports a worker thread's exception in one line; errors of the JVM are the command's to report. */
    private static final class QuietHandler implements Thread.UncaughtExceptionHandler {
        @Override
        public void uncaughtException(Thread thread, Throwable e) {
            if (e instanceof VirtualMachineError) {
                return;
            }
            Language lang = Language.of(EnvironmentLocale.of(System.getenv(), Locale.getDefault()));
            System.err.println("pacru: " + Texts.mainThreadFailed(lang, Text.quote(thread.getName()),
                    Failure.describe(e, lang)));
        }
    }

    /**
     * Runs the tool in this process.
     *
     * @param args the command line: a command and its arguments
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit status: 0 success, 1 illegal action or malformed input, 2 usage error
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, System.getenv(), in, out, err);
    }

    /**
     * Runs the tool in this process with the given environment, which chooses the default
     * language ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}: {@link EnvironmentLocale}).
     *
     * @param args the command line: a command and its arguments
     * @param environment the environment variables
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit status: 0 success, 1 illegal action or malformed input, 2 usage error
     */
    public static int run(String[] args, Map<String, String> environment, InputStream in, PrintStream out,
                          PrintStream err) {
        Io io = new Io(in, out, err);
        io.locale(EnvironmentLocale.of(environment, Locale.getDefault()));
        try {
            return dispatch(Arrays.asList(args), io);
        } finally {
            io.flush();
        }
    }

    private static int dispatch(List<String> arguments, Io io) {
        List<String> args = new ArrayList<>(arguments);
        Optional<String> lang;
        try {
            lang = takeLang(args);
        } catch (UsageException e) {
            io.err().println("pacru: " + e.message(io.language()));
            return USAGE;
        }
        if (lang.isPresent()) {
            Optional<Language> language = Language.forTag(lang.get());
            if (language.isEmpty()) {
                io.err().println("pacru: " + Texts.mainUnknownLanguage(io.language(), Text.quote(lang.get())));
            }
            io.locale(language.orElse(Language.ENGLISH).locale());
        }
        Map<String, Command> commands = commands();
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            if (args.size() == 2 && commands.containsKey(args.get(1))) {
                io.out().print(commands.get(args.get(1)).help(io.language()));
                return OK;
            }
            (args.isEmpty() ? io.err() : io.out()).print(overview(commands, io.language()));
            return args.isEmpty() ? USAGE : OK;
        }
        Command command = commands.get(args.get(0));
        if (command == null) {
            io.err().println("pacru: " + Texts.mainUnknownCommand(io.language(), Text.quote(args.get(0))));
            io.err().print(overview(commands, io.language()));
            return USAGE;
        }
        List<String> rest = args.subList(1, args.size());
        if (rest.contains("--help") || rest.contains("-h")) {
            io.out().print(command.help(io.language()));
            return OK;
        }
        try {
            return command.run(rest, io);
        } catch (UsageException e) {
            io.out().flush();
            io.err().println("pacru " + command.name() + ": " + Text.brief(e.message(io.language())));
            io.err().println(Texts.mainRunHelp(io.language(), command.name()));
            return USAGE;
        } catch (IOException | UncheckedIOException e) {
            io.out().flush();
            IOException cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause()
                    : (IOException) e;
            io.err().println("pacru " + command.name() + ": " + where(rest, io) + ": " + TextFile.describe(cause, io.language()));
            return BAD_INPUT;
        } catch (RuntimeException | Error e) {  // StackOverflowError and OutOfMemoryError too: never a stack trace
            io.out().flush();
            io.err().println("pacru " + command.name() + ": " + Texts.mainFailedOn(io.language(), where(rest, io),
                    Failure.describe(e, io.language())));
            return BAD_INPUT;
        }
    }

    /**
     * Removes {@code --lang TAG} or {@code --lang=TAG} from the arguments, wherever it stands.
     *
     * @return the tag, if given
     */
    private static Optional<String> takeLang(List<String> args) throws UsageException {
        Optional<String> tag = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--lang") || a.startsWith("--lang=")) {
                if (tag.isPresent()) {
                    throw new UsageException(Texts::usageLangTwice);
                }
                if (a.equals("--lang")) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException(Texts::usageLangNeeded);
                    }
                    tag = Optional.of(args.remove(i + 1));
                } else {
                    tag = Optional.of(a.substring("--lang=".length()));
                }
                args.remove(i--);
            }
        }
        return tag;
    }

    /** The input a command failed on: its arguments, and the line of standard input if it read lines. */
    private static String where(List<String> args, Io io) {
        String arguments = args.isEmpty() ? Texts.mainNoArguments(io.language())
                : Texts.mainArguments(io.language(), Text.quote(String.join(" ", args)));
        return arguments + io.inputPlace().map(p -> ", " + p).orElse("");
    }

    private static String overview(Map<String, Command> commands, Language lang) {
        StringBuilder list = new StringBuilder();
        for (Command c : commands.values()) {
            list.append(list.length() == 0 ? "" : "\n").append(String.format("  %-9s %s", c.name(), c.summary(lang)));
        }
        return Texts.helpOverview(lang, list) + "\n";
    }
}
