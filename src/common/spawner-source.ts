/**
 * The spawner: a small Perl process that forks and execs for a large Node process.
 *
 * Why it exists: Linux's fork copies the parent's page tables, so a Node process pays for
 * every child in proportion to its resident memory, and libuv forks on the event loop's
 * thread. Measured on a 2-vCPU VM with page table isolation (5 December 2026, spawning
 * `true` 200 times): a Node process of 257 MB paid 9.5 ms of its own CPU and 15 ms of
 * blocked event loop per child (22 ms of CPU with the child's side); through this helper
 * it pays 0.6 ms, and the helper, a few MB, forks on the other core. A govern worker holds
 * 150-180 MB and starts about 50 processes per task, mostly git.
 *
 * Perl because perl-base is part of every Debian system (POSIX, Fcntl and IO::Select
 * included) and a Perl process is a few MB; a Node helper would be 50 MB and fork at twice
 * this cost. Without perl, govern spawns directly as before.
 *
 * Protocol, binary-safe, one frame after another:
 *   request  (stdin):  "R <id> <payloadBytes> <inputBytes> <maxOutputBytes>\n" then the
 *                      payload (program, cwd, argument count, arguments, then KEY=VALUE
 *                      environment entries, each ended by a NUL) and the stdin bytes.
 *   started  (stdout): "S <id> <pid>\n" once exec succeeded.
 *   exited   (stdout): "X <id> <exitCode|-1> <signal> <errno> <truncated> <outBytes> <errBytes>\n"
 *                      then stdout's and stderr's bytes; errno is non-zero when the program
 *                      could not be started (exec or chdir failed).
 *   quit     (stdin):  "Q\n": exit once the children still running have ended.
 * The helper prints "READY\n" once its modules are loaded. Its stdin closing without "Q"
 * means govern died: it kills the process groups of the children started with
 * `--die-with-parent` (bwrap, whose parent govern was before) and exits.
 * Each child runs as runProcess's did: its own session (setsid), the given environment
 * only, the given directory, default signal dispositions, output capped per stream.
 */
export const SPAWNER_SOURCE = String.raw`use strict;
use warnings;
use POSIX ();
use IO::Select;
use Fcntl qw(F_GETFL F_SETFL O_NONBLOCK);

# govern spawner. Generated from src/common/spawner-source.ts; do not edit.
binmode STDIN;
binmode STDOUT;
# A child that exits before reading its input must not kill the helper.
$SIG{PIPE} = 'IGNORE';

sub nonblock { my $fh = shift; fcntl($fh, F_SETFL, fcntl($fh, F_GETFL, 0) | O_NONBLOCK); }

# SIGCHLD writes to this pipe, so a child that exits while select waits wakes it.
pipe(my $wakeR, my $wakeW) or die "pipe: $!";
nonblock($wakeR);
nonblock($wakeW);
$SIG{CHLD} = sub { syswrite($wakeW, 'x'); };

my $reads = IO::Select->new(\*STDIN, $wakeR);
my $writes = IO::Select->new();
my (%jobs, %byPid, %byFd);
my $in = '';
# Frames for govern wait here: one big output govern is slow to read must not stop the
# helper from starting and reading the other children.
my $out = '';
nonblock(\*STDOUT);
# After "Q" (govern stops the helper) it exits once its children have ended. Without it, the
# end of stdin means govern died. A child started with --die-with-parent (bwrap) asked to
# die with govern, its parent before this helper stood between them: it is killed, and the
# others (git) finish as orphans, as they did when govern forked them.
my ($isQuitting, $isEnded) = (0, 0);

sub emit { $out .= shift; flush_out(); }

# govern is gone (stdin ended without "Q", or its end of stdout closed).
sub abandon {
  kill('KILL', -$_->{pid}) for grep { $_->{diesWithParent} } values %jobs;
  exit 0;
}

sub flush_out {
  while (length($out) > 0) {
    my $n = syswrite(STDOUT, $out);
    if (!defined $n) {
      if ($!{EAGAIN} || $!{EINTR}) { $writes->add(\*STDOUT); return; }
      abandon();
    }
    substr($out, 0, $n) = '';
  }
  $writes->remove(\*STDOUT);
}

sub watch {
  my ($job, $which, $fh) = @_;
  nonblock($fh);
  $byFd{fileno($fh)} = [$job, $which, $fh];
  $reads->add($fh);
}

sub unwatch {
  my ($job, $fh) = @_;
  $reads->remove($fh);
  delete $byFd{fileno($fh)};
  close $fh;
  $job->{open}--;
  report_if_done($job);
}

sub start {
  my ($id, $fields, $input, $max) = @_;
  my ($program, $cwd, $nargs, @rest) = @$fields;
  my @args = splice(@rest, 0, $nargs);
  my @env = @rest;
  # Perl marks every descriptor above 2 close-on-exec: a child inherits only its own three.
  my $pipes = pipe(my $inR, my $inW) && pipe(my $outR, my $outW) && pipe(my $errR, my $errW)
    && pipe(my $failR, my $failW);
  my $pid = $pipes ? fork() : undef;
  if (!defined $pid) { emit("X $id -1 0 " . ($! + 0) . " 0 0 0\n"); return; }
  if ($pid == 0) {
    $SIG{$_} = 'DEFAULT' for qw(PIPE CHLD INT TERM HUP QUIT);
    POSIX::setsid();
    POSIX::dup2(fileno($inR), 0);
    POSIX::dup2(fileno($outW), 1);
    POSIX::dup2(fileno($errW), 2);
    %ENV = ();
    for my $pair (@env) {
      my $at = index($pair, '=');
      $ENV{substr($pair, 0, $at)} = substr($pair, $at + 1) if $at > 0;
    }
    if (chdir($cwd)) {
      no warnings 'exec';
      exec { $program } $program, @args;
    }
    syswrite($failW, pack('N', $! + 0));
    POSIX::_exit(127);
  }
  close $inR; close $outW; close $errW; close $failW;
  # Reported once it has exited and its three pipes are closed: stdout, stderr and the
  # failure pipe, which closes on exec (nothing read: the program runs) or carries errno.
  my $job = { id => $id, pid => $pid, out => '', err => '', fail => '', max => $max,
              trunc => 0, open => 3, status => undef,
              diesWithParent => scalar(grep { $_ eq '--die-with-parent' } @args) };
  $jobs{$id} = $job;
  $byPid{$pid} = $job;
  watch($job, 'fail', $failR);
  watch($job, 'out', $outR);
  watch($job, 'err', $errR);
  if (length($input) > 0) {
    nonblock($inW);
    $job->{input} = $input;
    $byFd{fileno($inW)} = [$job, 'in', $inW];
    $writes->add($inW);
  } else {
    close $inW;
  }
}

sub errno_of { my $job = shift; return length($job->{fail}) == 4 ? unpack('N', $job->{fail}) : 0; }

sub report_if_done {
  my $job = shift;
  return if $job->{open} > 0 || !defined $job->{status};
  my $status = $job->{status};
  my ($code, $signal) = (($status & 127) == 0) ? ($status >> 8, 0) : (-1, $status & 127);
  delete $jobs{$job->{id}};
  emit("X $job->{id} $code $signal " . errno_of($job) . " $job->{trunc} "
    . length($job->{out}) . ' ' . length($job->{err}) . "\n" . $job->{out} . $job->{err});
}

sub reap {
  while ((my $pid = waitpid(-1, POSIX::WNOHANG())) > 0) {
    my $job = delete $byPid{$pid};
    next if !$job;
    $job->{status} = $?;
    report_if_done($job);
  }
}

sub take_requests {
  while (1) {
    my $nl = index($in, "\n");
    return if $nl < 0;
    my ($tag, $id, $payloadLen, $inputLen, $max) = split / /, substr($in, 0, $nl);
    if ($tag eq 'Q') { $isQuitting = 1; substr($in, 0, $nl + 1) = ''; next; }
    die "govern spawner: bad request header\n"
      if $tag ne 'R' || grep { !defined $_ || $_ !~ /^\d+$/ } ($id, $payloadLen, $inputLen, $max);
    return if length($in) < $nl + 1 + $payloadLen + $inputLen;
    my $payload = substr($in, $nl + 1, $payloadLen);
    my $input = substr($in, $nl + 1 + $payloadLen, $inputLen);
    substr($in, 0, $nl + 1 + $payloadLen + $inputLen) = '';
    my @fields = split /\0/, $payload, -1;
    pop @fields;
    start($id, \@fields, $input, $max);
  }
}

sub read_pipe {
  my ($job, $which, $fh) = @_;
  my $n = sysread($fh, my $chunk, 65536);
  return if !defined $n && ($!{EINTR} || $!{EAGAIN});
  if (!$n) {
    # The failure pipe closed without errno: exec succeeded.
    emit("S $job->{id} $job->{pid}\n") if $which eq 'fail' && errno_of($job) == 0;
    unwatch($job, $fh);
    return;
  }
  my $room = ($which eq 'fail' ? 4 : $job->{max}) - length($job->{$which});
  if ($room < $n) {
    $job->{trunc} = 1 if $which ne 'fail';
    $chunk = $room > 0 ? substr($chunk, 0, $room) : '';
  }
  $job->{$which} .= $chunk;
}

sub write_input {
  my ($job, $fh) = @_;
  my $n = syswrite($fh, $job->{input});
  if (!defined $n) {
    return if $!{EINTR} || $!{EAGAIN};
    $job->{input} = '';
  } else {
    substr($job->{input}, 0, $n) = '';
  }
  return if length($job->{input}) > 0;
  $writes->remove($fh);
  delete $byFd{fileno($fh)};
  close $fh;
}

emit("READY\n");
while (1) {
  if ($isEnded && !%jobs && length($out) == 0) { exit 0; }
  my ($readable, $writable) = IO::Select->select($reads, $writes->count ? $writes : undef, undef);
  if (!defined $readable) { reap(); next; }
  for my $fh (@$readable) {
    if ($fh == $wakeR) { sysread($wakeR, my $drop, 512); reap(); next; }
    if ($fh == \*STDIN) {
      my $n = sysread(STDIN, my $chunk, 65536);
      next if !defined $n && ($!{EINTR} || $!{EAGAIN});
      if (!$n) {
        abandon() if !$isQuitting;
        $reads->remove(\*STDIN);
        $isEnded = 1;
        next;
      }
      $in .= $chunk;
      take_requests();
      next;
    }
    my $entry = $byFd{fileno($fh) // -1};
    read_pipe(@$entry) if $entry;
  }
  for my $fh (@{ $writable // [] }) {
    if ($fh == \*STDOUT) { flush_out(); next; }
    my $entry = $byFd{fileno($fh) // -1};
    write_input($entry->[0], $fh) if $entry;
  }
}
`;
