/// Recognises executable code (Mach-O, universal Mach-O, ELF) from a file's first bytes.
enum ExecutableDetector {
    /// How many leading bytes `kind(of:)` needs.
    static let prefixLength = 8

    /// The kind of executable the bytes start, or `nil` for anything else.
    static func kind(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        let magic = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
        switch magic {
        case 0xFEED_FACE, 0xFEED_FACF, 0xCEFA_EDFE, 0xCFFA_EDFE: return "Mach-O"
        case 0x7F45_4C46: return "ELF"
        case 0xCAFE_BABF: return "universal Mach-O"
        case 0xCAFE_BABE:
            // Java class files share this magic; in them the next word is the class-file
            // version (45 or more), in a universal binary it is the small count of slices.
            guard bytes.count >= 8 else { return nil }
            let next = UInt32(bytes[4]) << 24 | UInt32(bytes[5]) << 16 | UInt32(bytes[6]) << 8 | UInt32(bytes[7])
            return next > 0 && next < 45 ? "universal Mach-O" : nil
        default: return nil
        }
    }
}
