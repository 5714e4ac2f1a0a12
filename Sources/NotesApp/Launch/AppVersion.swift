/// The version `--version` prints.
public enum AppVersion {
    public static let current = "0.1.0"
}
