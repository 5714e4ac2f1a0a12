import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The branch an empty remote's HEAD names (`git init --bare` makes it
/// `master`, or `init.defaultBranch` on the remote's machine): setup
/// pushes there, so that a plain `git clone` of the remote checks the
/// notes out instead of warning "remote HEAD refers to nonexistent ref".
///
/// Protocol v2 reports an unborn HEAD, but `git ls-remote --symref` does
/// not print it (git 2.39 does not); `git clone` of an empty repository
/// does take it. So an empty remote (no refs at all: nothing to download)
/// is cloned, bare, into a temporary folder, and that clone's HEAD read.
/// (A remote that speaks only protocol v0 says nothing of it: the clone's
/// HEAD is then git's own default here, as good a guess as any.)
enum UnbornRemoteHead {
    /// The branch, or nil when the remote has refs (its HEAD is then just
    /// dangling) or the clone cannot say.
    static func branch(of url: String, git: GitRunner) throws(SyncError) -> String? {
        let refs = try git.run(["ls-remote", "--", url], timeout: GitRunner.networkTimeout)
        guard refs.status == 0, refs.stdoutText.isEmpty else { return nil }
        var template = Array((NSTemporaryDirectory() + "notes-tui-head-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let probe = folder + "/probe.git"
        let cloned = try git.run(["clone", "--bare", "--quiet", "--", url, probe], timeout: GitRunner.networkTimeout)
        guard cloned.status == 0 else { return nil }
        let head = try git.run(["--git-dir=\(probe)", "symbolic-ref", "--quiet", "HEAD"])
        let ref = head.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard head.status == 0, ref.hasPrefix("refs/heads/") else { return nil }
        return String(ref.dropFirst("refs/heads/".count))
    }
}
