#!/usr/bin/env python3
"""Where the processor's time goes inside a JIT-compiled method, instruction by instruction.

Linux `perf` samples a running JVM; HotSpot prints the machine code of the methods named with
-XX:CompileCommand=print (as hex when the hsdis plug-in is missing, as it is here); `objdump`
disassembles that hex; this script joins the samples to the instructions. For example, for the
move generator while `pacru selfplay` runs (docs/performance.md, "A profile by instruction"):

    java -XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet \\
         -XX:CompileCommand=print,org.pacru.core.engine.Movement::generate \\
         -jar examples/cli/target/pacru.jar selfplay --games 400000 --threads 1 > asm.txt &
    sleep 5; perf record -F 4000 -p "$(pgrep -f 'selfplay --games 400000')" -o perf.data -- sleep 5
    wait; build/perf-annotate.py asm.txt perf.data Movement::generate [TOP]

For each C2-compiled version of the method it prints the share of all samples that fell in it,
then its TOP (default 30) instructions by samples. A sample lands on the instruction after the
one that stalled, so read each line with the one before it in `--all` output (every instruction,
in address order). Needs `perf` and `objdump` (binutils).
"""
import bisect
import collections
import re
import subprocess
import sys
import tempfile

CODE_LINE = re.compile(r'\s+0x([0-9a-f]+):\s+([0-9a-f |]+)$')
OBJDUMP_LINE = re.compile(r'\s*([0-9a-f]+):\s+((?:[0-9a-f]{2} )+)\s*(.*)')


def compiled_versions(lines, method):
    """(header, start address, machine code) of each C2 version of the method in the print-out."""
    for i, line in enumerate(lines):
        if not (line.startswith('Compiled method (c2)') and method in line):
            continue
        start, code = None, bytearray()
        for text in lines[i + 1:]:
            if text.startswith('Compiled method'):
                break
            m = CODE_LINE.match(text)
            if not m:
                continue
            address = int(m.group(1), 16)
            if start is None:
                start = address
            if address < start + len(code):  # a comment line repeats an address already read
                continue
            code += b'\x90' * (address - start - len(code))
            code += bytes.fromhex(m.group(2).replace('|', '').replace(' ', ''))
        if start is not None:
            yield line.strip(), start, bytes(code)


def disassemble(start, code):
    with tempfile.NamedTemporaryFile(suffix='.bin') as f:
        f.write(code)
        f.flush()
        out = subprocess.run(['objdump', '-D', '-b', 'binary', '-mi386:x86-64', '-M', 'intel',
                              f'--adjust-vma={hex(start)}', f.name],
                             capture_output=True, text=True, check=True).stdout
    return [(int(m.group(1), 16), m.group(3)) for m in map(OBJDUMP_LINE.match, out.split('\n')) if m]


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    asm, perf_data, method = argv[1:4]
    show_all = '--all' in argv[4:]
    top = next((int(a) for a in argv[4:] if a.isdigit()), 30)
    samples = collections.Counter(int(ip, 16) for ip in subprocess.run(
        ['perf', 'script', '-i', perf_data, '-F', 'ip'], capture_output=True, text=True, check=True).stdout.split())
    total = sum(samples.values())
    with open(asm, errors='replace') as f:
        lines = f.read().split('\n')
    found = False
    for header, start, code in compiled_versions(lines, method):
        found = True
        end = start + len(code)
        inside = {ip: n for ip, n in samples.items() if start <= ip < end}
        n = sum(inside.values())
        print(f'{header}: {n} of {total} samples ({100 * n / max(total, 1):.1f} %)')
        if n == 0:
            continue
        instructions = disassemble(start, code)
        addresses = [a for a, _ in instructions]
        per = collections.Counter()
        for ip, k in inside.items():
            per[bisect.bisect_right(addresses, ip) - 1] += k
        order = range(len(instructions)) if show_all else [i for i, _ in per.most_common(top)]
        for i in order:
            address, text = instructions[i]
            print(f'{per[i]:7d} {100 * per[i] / n:5.1f} %  {address:x}  {text}')
    if not found:
        print(f'no C2-compiled {method} in {asm}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
