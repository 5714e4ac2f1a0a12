import Foundation

/// Foundation's `JSONDecoder` reading the same file into plain `Codable`
/// types: the yardstick that keeps the hand-written decoder's advantage
/// measured. It does less than the store's load (no unknown fields kept,
/// no checks of ids or duplicates), so the comparison flatters it.
enum JSONDecoderBaseline {
    private struct File: Decodable {
        let version: Int
        let notes: [Note]
    }

    private struct Note: Decodable {
        let id: UUID
        let title: String
        let body: String
        let created: Date
        let modified: Date
        let pinned: Bool?
        let trashed: Date?
    }

    static func measure(path: String, runs: Int) -> [Double] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
            if let date = try? withFraction.parse(text) { return date }
            return try Date.ISO8601FormatStyle().parse(text)
        }
        return (0..<runs).map { _ in
            let started = DispatchTime.now().uptimeNanoseconds
            let data = FileManager.default.contents(atPath: path)!
            let file = try! decoder.decode(File.self, from: data)
            precondition(!file.notes.isEmpty)
            return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        }
    }
}
